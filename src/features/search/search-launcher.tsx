import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleShortcutFor, isApplePlatform } from '@/shared/logic/console-shortcuts';
import { lazyWithPreload } from '@/shared/ui/lazy-with-preload';
import { TypingAhead } from './components/typing-ahead';
import type { PaletteContext } from './palette-context';

// The palette's code (its list, the search call, its texts) loads on the first open, or when the
// pointer or the focus reaches the button: only this button and the key listener are eager.
const CommandPalette = lazyWithPreload(() =>
  import('./components/command-palette').then((m) => ({ default: m.CommandPalette })),
);

const apple = () => typeof navigator !== 'undefined' && isApplePlatform(navigator.platform || navigator.userAgent);

/** The header's search button and Ctrl+K (⌘K on macOS) on every page: both open the command palette. */
export function SearchLauncher(props: PaletteContext) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState('');
  const mac = apple();
  const show = () => {
    setTyped('');
    setWanted(true);
    setOpen(true);
  };
  const close = () => setOpen(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (consoleShortcutFor(event, mac) !== 'openPalette') return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mac]);

  const preload = () => void CommandPalette.preload().catch(() => undefined);
  const label = t('header.search');
  return (
    <>
      <Tooltip title={label} mouseLeaveDelay={0.2}>
        <Button
          type="text"
          shape="circle"
          icon={<SearchOutlined />}
          aria-label={label}
          aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={show}
        />
      </Tooltip>
      {wanted && (
        <Suspense fallback={open ? <TypingAhead onText={setTyped} onEscape={close} /> : null}>
          <CommandPalette {...props} open={open} mac={mac} initialText={typed} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
