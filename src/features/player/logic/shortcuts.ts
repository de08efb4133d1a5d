import { PLAYER_SHORTCUTS, type PlayerAction } from '@/shared/logic/shortcuts';

export type { PlayerAction, Shortcut } from '@/shared/logic/shortcuts';

/** The player's keyboard shortcuts: the console's one table (shared/logic/shortcuts), for the handler and the help tooltip. */
export const SHORTCUTS = PLAYER_SHORTCUTS;

/** Seconds an arrow key seeks by. */
export const SEEK_STEP_SECONDS = 10;

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key went to a text field, a select or a button that uses it. */
  inField: boolean;
}

/** The action of a key press, or null (modified keys and typing in fields are left to the browser). */
export function shortcutFor(event: KeyLike): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.inField) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const arrow = key === 'ArrowLeft' || key === 'ArrowRight';
  const match = SHORTCUTS.find((s) => s.keys.includes(key) && (!arrow || Boolean(s.shift) === event.shiftKey));
  return match?.action ?? null;
}
