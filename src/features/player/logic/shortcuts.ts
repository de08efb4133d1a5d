/**
 * The player's keyboard shortcuts (the keys a user of a video player expects),
 * one table for the handler and the help tooltip.
 */
export type PlayerAction =
  | 'togglePlay'
  | 'seekBack'
  | 'seekForward'
  | 'moveLeft'
  | 'moveRight'
  | 'zoomIn'
  | 'zoomOut'
  | 'live'
  | 'centre'
  | 'slower'
  | 'faster'
  | 'fullscreen'
  | 'snapshot';

export interface Shortcut {
  action: PlayerAction;
  /** KeyboardEvent.key values (lower case for letters). */
  keys: readonly string[];
  shift?: boolean;
  /** How the keys are written in the help. */
  label: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'togglePlay', keys: [' ', 'k'], label: 'Space / K' },
  { action: 'seekBack', keys: ['ArrowLeft'], label: '←' },
  { action: 'seekForward', keys: ['ArrowRight'], label: '→' },
  { action: 'moveLeft', keys: ['ArrowLeft'], shift: true, label: 'Shift + ←' },
  { action: 'moveRight', keys: ['ArrowRight'], shift: true, label: 'Shift + →' },
  { action: 'zoomIn', keys: ['+', '='], label: '+' },
  { action: 'zoomOut', keys: ['-', '_'], label: '−' },
  { action: 'live', keys: ['l'], label: 'L' },
  { action: 'centre', keys: ['c'], label: 'C' },
  { action: 'slower', keys: ['<', ','], label: '<' },
  { action: 'faster', keys: ['>', '.'], label: '>' },
  { action: 'fullscreen', keys: ['f'], label: 'F' },
  { action: 'snapshot', keys: ['s'], label: 'S' },
];

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
