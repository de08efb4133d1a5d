import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useStreamsPageStore } from '@/features/streams';
import { isSmallScreen } from '../logic/menus';
import { sidePanelMode, type SidePanelMode } from '../logic/side-panel';
import { useOutsideClose } from './use-outside-close';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const currentMode = (): SidePanelMode => sidePanelMode(window.innerWidth, window.innerHeight);
const currentSmall = (): boolean => isSmallScreen(window.innerWidth, window.innerHeight);

export interface SidePanel {
  mode: SidePanelMode;
  /** The screen is small (docs/console.md#screens-and-routes): the header keeps only what fits a phone. */
  small: boolean;
  open: boolean;
  setOpen(open: boolean): void;
}

/**
 * The side panel's state. Docked, it is open or closed as the user left it (a stored page setting).
 * As an overlay it starts closed whatever is stored, and closes on an outside click and on every
 * change of page, so a link in it leaves the page it opens in view.
 */
export function useSidePanel(): SidePanel {
  const mode = useSyncExternalStore(subscribe, currentMode, () => 'docked' as const);
  const small = useSyncExternalStore(subscribe, currentSmall, () => false);
  const docked = useStreamsPageStore((s) => s.asideOpen);
  const update = useStreamsPageStore((s) => s.update);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOverlayOpen(false), [pathname, mode]);

  const overlay = mode === 'overlay';
  const setOpen = useCallback(
    (open: boolean) => (overlay ? setOverlayOpen(open) : update({ asideOpen: open })),
    [overlay, update],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  const open = overlay ? overlayOpen : docked;
  useOutsideClose(open, overlay, close);
  return { mode, small, open, setOpen };
}
