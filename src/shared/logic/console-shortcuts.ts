/**
 * The console-wide part of the one shortcut table (`shortcuts.ts` lists it with the others, for
 * the help page): apart so that the header's key listener, on every first load, brings only this.
 */
export type ConsoleAction = 'openPalette';

export interface Shortcut<A extends string = string> {
  action: A;
  /** KeyboardEvent.key values (lower case for letters). */
  keys: readonly string[];
  shift?: boolean;
  /** With Ctrl (⌘ on macOS). */
  mod?: boolean;
  /** How the keys are written in the help. */
  label: string;
}

/** Keys that work on every page of the signed-in console. */
export const CONSOLE_WIDE_SHORTCUTS: readonly Shortcut<ConsoleAction>[] = [
  { action: 'openPalette', keys: ['k'], mod: true, label: 'Ctrl + K / ⌘ K' },
];

/** How a shortcut is written on this system: Ctrl + K, or ⌘ K on macOS. */
export function modLabel(shortcut: Pick<Shortcut, 'keys'>, mac: boolean): string {
  return `${mac ? '⌘ ' : 'Ctrl + '}${(shortcut.keys[0] ?? '').toUpperCase()}`;
}

/** Whether a key press is a console-wide shortcut's (Ctrl on most systems, ⌘ on macOS), and which. */
export function consoleShortcutFor(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean },
  mac: boolean,
): ConsoleAction | null {
  const mod = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!mod || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return CONSOLE_WIDE_SHORTCUTS.find((s) => s.mod && s.keys.includes(key))?.action ?? null;
}

/** Whether the browser runs on macOS or iOS (its platform string), where ⌘ takes Ctrl's part. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
