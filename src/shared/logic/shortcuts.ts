import { CONSOLE_WIDE_SHORTCUTS, type Shortcut } from './console-shortcuts';

/**
 * Every keyboard shortcut of the console, in one table: the player's and the mosaic's key
 * handlers, the player's shortcut help, the help page and the command palette all read it.
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
  | 'snapshot'
  | 'bookmark'
  | 'previousMotion'
  | 'nextMotion';

export type MosaicAction = 'moveFocus' | 'fullscreen' | 'leaveEnlarged';

export {
  CONSOLE_WIDE_SHORTCUTS,
  consoleShortcutFor,
  isApplePlatform,
  modLabel,
  type ConsoleAction,
  type Shortcut,
} from './console-shortcuts';

/** The player's keys (the keys a user of a video player expects). */
export const PLAYER_SHORTCUTS: readonly Shortcut<PlayerAction>[] = [
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
  { action: 'bookmark', keys: ['b'], label: 'B' },
  { action: 'previousMotion', keys: ['['], label: '[' },
  { action: 'nextMotion', keys: [']'], label: ']' },
];

/** A mosaic's keys, while one of its tiles has the focus. */
export const MOSAIC_SHORTCUTS: readonly Shortcut<MosaicAction>[] = [
  { action: 'moveFocus', keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'], label: '← ↑ → ↓' },
  { action: 'fullscreen', keys: ['f'], label: 'F' },
  { action: 'leaveEnlarged', keys: ['Escape'], label: 'Esc' },
];

/** Where a group of shortcuts works, and where its texts are: `<ns>:shortcuts.title` and `<ns>:shortcuts.<action>`. */
export interface ShortcutGroup {
  scope: 'console' | 'player' | 'mosaic';
  ns: string;
  shortcuts: readonly Shortcut[];
}

export const CONSOLE_SHORTCUTS: readonly ShortcutGroup[] = [
  { scope: 'console', ns: 'shell', shortcuts: CONSOLE_WIDE_SHORTCUTS },
  { scope: 'player', ns: 'player', shortcuts: PLAYER_SHORTCUTS },
  { scope: 'mosaic', ns: 'mosaics', shortcuts: MOSAIC_SHORTCUTS },
];

/** The text key of a shortcut's description (i18next `ns:key`). */
export function shortcutTextKey(group: Pick<ShortcutGroup, 'ns'>, action: string): string {
  return `${group.ns}:shortcuts.${action}`;
}

/** A mosaic's action of a key press (any modifier but Shift leaves it to the browser), or null. */
export function mosaicShortcutFor(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): MosaicAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return MOSAIC_SHORTCUTS.find((s) => s.keys.includes(key))?.action ?? null;
}
