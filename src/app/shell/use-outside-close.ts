import { useEffect } from 'react';
import { closesOnOutsideClick } from '../logic/menus';

/** Elements that count as "inside" the side panel: the panel itself and its toggle. */
export const SIDE_PANEL_SELECTOR = '.ant-pro-sider, [data-side-panel-toggle]';

/** docs/console.md#screens-and-routes: the open side panel closes on an outside click when its content is fixed or the screen is small. */
export function useOutsideClose(open: boolean, fixed: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (target?.closest(SIDE_PANEL_SELECTOR)) return;
      if (closesOnOutsideClick({ fixed, width: window.innerWidth, height: window.innerHeight })) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, fixed, close]);
}
