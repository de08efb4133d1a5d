/**
 * Reviewing events from the keyboard (docs/console.md#events): j and k move the selection down and
 * up the page's rows, Space opens or closes the selected event's clip, r marks it reviewed (again:
 * not reviewed).
 */
export type ReviewAction = 'next' | 'previous' | 'toggleClip' | 'toggleReviewed';

export interface ReviewKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key went to a text field, a select, a dialog or a button that uses it. */
  inField: boolean;
}

const KEYS: Record<string, ReviewAction> = { j: 'next', k: 'previous', ' ': 'toggleClip', r: 'toggleReviewed' };

/** The review action of a key press, or null (modified keys and keys typed into fields are the browser's). */
export function reviewActionFor(event: ReviewKey): ReviewAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.inField) return null;
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}

/**
 * The selected row after a move: none selected yet, j takes the first and k the last; the
 * selection stops at either end; a selection no longer on the page starts again.
 */
export function movedSelection(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at === -1) return (step === 1 ? ids[0] : ids[ids.length - 1]) ?? null;
  return ids[Math.min(ids.length - 1, Math.max(0, at + step))] ?? null;
}
