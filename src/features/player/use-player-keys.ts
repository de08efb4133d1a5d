import { useEffect, useRef } from 'react';
import { shortcutFor, type PlayerAction } from './logic/shortcuts';

/** Keys typed into fields and controls that use them (text, selects, sliders) are not the player's. */
function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="combobox"], [role="slider"], [role="dialog"]')) return true;
  return false;
}

/** The player's keyboard shortcuts, on the whole page while it is open. */
export function usePlayerKeys(onAction: (action: PlayerAction) => void): void {
  const latest = useRef(onAction);
  latest.current = onAction;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor({
        key: event.key,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        inField: isField(event.target) || (event.key === ' ' && event.target instanceof HTMLButtonElement),
      });
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
