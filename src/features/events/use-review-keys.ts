import { useEffect, useRef } from 'react';
import { reviewActionFor, type ReviewAction } from './logic/review-keys';

/** Keys typed into fields and controls that use them (text, selects, sliders, dialogs) are not the list's. */
function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [role="combobox"], [role="slider"], [role="dialog"]') !== null;
}

/** The events page's review keys (logic/review-keys), on the whole page while it is open. */
export function useReviewKeys(onAction: (action: ReviewAction) => void): void {
  const latest = useRef(onAction);
  latest.current = onAction;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = reviewActionFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        // Space on a focused button presses it; on a video it plays or pauses.
        inField:
          isField(event.target) ||
          (event.key === ' ' &&
            (event.target instanceof HTMLButtonElement || event.target instanceof HTMLVideoElement)),
      });
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
