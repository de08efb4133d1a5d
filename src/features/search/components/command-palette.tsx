import { InfoCircleOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Spin, theme as antdTheme, Typography, type InputRef } from 'antd';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageCommand, usePageCommands } from '@/shared/commands/page-commands';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { CONSOLE_WIDE_SHORTCUTS, modLabel } from '@/shared/logic/shortcuts';
import { matchRoute, pageRoutes, pathTo, playerAtPath, type PageName } from '@/shared/routing';
import { local, readJson, writeJson } from '@/shared/storage/safe-storage';
import { searchApi, searchKeys } from '../api';
import {
  actionEntry,
  addRecent,
  flatten,
  fromSearch,
  groupEntries,
  stillMatching,
  matchLocal,
  moveActive,
  pageEntries,
  parseRecents,
  type Group,
  type PaletteEntry,
} from '../logic/palette';
import type { PaletteContext } from '../palette-context';
import { SEARCH_NS } from '../texts';
import './command-palette.css';

const RECENTS_KEY = 'palette-recents';
/** The server is asked once typing pauses this long. */
const DEBOUNCE_MS = 150;

type Props = PaletteContext & {
  open: boolean;
  mac: boolean;
  onClose(): void;
  /** What the box holds when it opens (stories show a search this way). */
  initialText?: string;
};

/**
 * The command palette: one text box over a list of what it finds (the server's streams, mosaics
 * and users; the console's pages and commands), grouped by kind, driven by the keys (ARIA
 * combobox with a listbox). Empty, it shows the recent choices and the commands.
 */
export function CommandPalette(props: Props) {
  const { open, onClose, mac } = props;
  const { t } = useTranslation([SEARCH_NS, 'titles', 'shell']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = antdTheme.useToken();
  const [text, setText] = useState(props.initialText ?? '');
  const [active, setActive] = useState(0);
  const [recents, setRecents] = useState<PaletteEntry[]>(() =>
    readJson(local, RECENTS_KEY, (v) => parseRecents(v, props.login), []),
  );
  const input = useRef<InputRef>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const query = text.trim();
  const debounced = useDebounced(query, DEBOUNCE_MS);
  const canGoLive = usePageCommands((s) => Boolean(s.commands.goLive));
  const onPlayer = matchRoute(pathname.replace(/^\/ui(?=\/)/, '')).route.name === 'stream-view';

  const found = useQuery({
    queryKey: searchKeys.query(debounced),
    queryFn: ({ signal }) => searchApi.search(debounced, signal),
    enabled: open && debounced !== '',
    staleTime: 10_000,
    placeholderData: keepPreviousData,
    // A failed search says so in the palette: no notification over it.
    meta: { handlesErrors: true },
    retry: false,
  });

  const role = { isAdmin: props.isAdmin, readOnly: props.readOnly };
  const pages = useMemo(
    () => pageEntries(pageRoutes, { isAdmin: props.isAdmin, readOnly: props.readOnly }, (key) => t(`titles:${key}`)),
    [props.isAdmin, props.readOnly, t],
  );
  const actions = useMemo(() => {
    const ids = [
      !role.readOnly && 'add-stream',
      onPlayer && canGoLive && 'go-live',
      ...(['light', 'dark', 'system'] as const).filter((v) => v !== props.theme).map((v) => `theme-${v}`),
      props.language === 'en' ? 'language-ru' : 'language-en',
      'sign-out',
    ].filter((a): a is string => Boolean(a));
    return ids.map((a) => actionEntry(a, t(`actions.${a}`)));
  }, [role.readOnly, onPlayer, canGoLive, props.theme, props.language, t]);

  const groups: Group[] = useMemo(() => {
    if (query === '') {
      const recent: PaletteEntry[] = recents.map((r) => (r.kind === 'page' ? relabelPage(r, pages) : r));
      return [
        ...(recent.length ? [{ kind: 'recent' as const, entries: recent }] : []),
        { kind: 'action' as const, entries: actions },
      ];
    }
    // The server's answer for what is typed now (an older one is kept while the new one comes).
    // An older answer (kept while the new one comes) shows only what still holds the text typed now.
    const answer = found.data ? fromSearch(found.data.items) : [];
    const server = found.isPlaceholderData || debounced !== query ? stillMatching(answer, query) : answer;
    return groupEntries([...server, ...matchLocal(pages, query), ...matchLocal(actions, query)]);
  }, [query, recents, actions, pages, found.data, found.isPlaceholderData, debounced]);
  const entries = flatten(groups);
  const current = entries[Math.min(active, entries.length - 1)];
  const optionId = (e: PaletteEntry) => `${id}-${e.key.replace(/[^\w-]/g, '_')}`;

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (open) {
      setText(props.initialText ?? '');
      setActive(0);
    }
  }, [open, props.initialText]);
  useEffect(() => {
    if (!current) return;
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = useCallback(
    (entry: PaletteEntry, secondary = false) => {
      onClose();
      if (entry.kind !== 'action') {
        const next = addRecent(recents, entry);
        setRecents(next);
        writeJson(local, RECENTS_KEY, { user: props.login, entries: next });
      }
      const go = (name: PageName, params?: Record<string, string>) => navigate(pathTo(name, params));
      switch (entry.kind) {
        case 'stream':
          return go(secondary ? 'stream-info' : 'stream-view', { uid: entry.id });
        case 'mosaic':
          return go('mosaic', { id: entry.id });
        case 'user':
          return go('user-info', { login: entry.id });
        case 'bookmark':
          return entry.streamUid && entry.time ? navigate(playerAtPath(entry.streamUid, entry.time)) : go('bookmarks');
        case 'page':
          return go(entry.id as PageName);
        case 'action':
          return runAction(entry.id);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runAction reads the latest props
    [onClose, recents, props.login, navigate],
  );

  const runAction = (action: string) => {
    if (action === 'add-stream') navigate(pathTo('add-stream'));
    else if (action === 'go-live') pageCommand('goLive')?.();
    else if (action.startsWith('theme-')) props.onTheme(action.slice('theme-'.length) as 'light' | 'dark' | 'system');
    else if (action.startsWith('language-')) props.onLanguage(action.slice('language-'.length) as 'en' | 'ru');
    else if (action === 'sign-out') props.onLogout();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moved = moveActive(current ? entries.indexOf(current) : -1, entries.length, event.key);
    if (moved !== null) {
      event.preventDefault();
      setActive(moved);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      choose(current, event.shiftKey);
    }
  };

  const searching = query !== '' && (found.isFetching || debounced !== query);
  const listId = `${id}-list`;
  const status =
    query === ''
      ? ''
      : searching && entries.length === 0
        ? t('searching')
        : entries.length === 0
          ? t('nothing')
          : t('count', { count: entries.length });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      width={640}
      className="vigil-palette"
      style={{ top: 64 }}
      title={<span className="vigil-palette-title">{t('title')}</span>}
      afterOpenChange={(visible) => visible && input.current?.focus()}
      destroyOnHidden={false}
    >
      <Input
        ref={input}
        size="large"
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        suffix={searching ? <Spin size="small" /> : <span />}
        role="combobox"
        aria-label={t('title')}
        aria-expanded={entries.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="vigil-palette-status" role="status" aria-live="polite">
        {status}
      </div>
      {found.isError && query !== '' && (
        <Typography.Text type="warning" className="vigil-palette-note">
          {t('failed')}
        </Typography.Text>
      )}
      <div id={listId} ref={listRef} role="listbox" aria-label={t('results')} className="vigil-palette-list">
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
            <div id={`${id}-group-${group.kind}`} role="presentation" className="vigil-palette-group">
              {t(`groups.${group.kind}`)}
            </div>
            {group.entries.map((entry) => {
              const selected = entry === current;
              return (
                <div
                  key={entry.key}
                  id={optionId(entry)}
                  role="option"
                  aria-selected={selected}
                  className="vigil-palette-option"
                  style={selected ? { background: token.controlItemBgActive } : undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => !selected && setActive(entries.indexOf(entry))}
                  onClick={() => choose(entry)}
                >
                  <span className="vigil-palette-label">
                    <span>{entry.label}</span>
                    {entry.detail && (
                      <Typography.Text type="secondary" className="vigil-palette-detail">
                        {entry.detail}
                      </Typography.Text>
                    )}
                  </span>
                  {entry.kind === 'stream' && (
                    <Button
                      size="small"
                      type="text"
                      tabIndex={-1}
                      icon={<InfoCircleOutlined />}
                      aria-label={t('streamInfo')}
                      title={t('streamInfo')}
                      onClick={(e) => {
                        e.stopPropagation();
                        choose(entry, true);
                      }}
                    />
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <Typography.Text type="secondary" className="vigil-palette-hint">
        {t('hint')} · {t('shortcut', { keys: modLabel(CONSOLE_WIDE_SHORTCUTS[0]!, mac) })}
      </Typography.Text>
    </Modal>
  );
}

/** A remembered page in today's language. */
function relabelPage(entry: PaletteEntry, pages: readonly PaletteEntry[]): PaletteEntry {
  return pages.find((p) => p.id === entry.id) ?? entry;
}
