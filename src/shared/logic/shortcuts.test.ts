import { describe, expect, it } from 'vitest';
import enMosaics from '@locales/en/mosaics.json';
import enShell from '@locales/en/shell.json';
import ruShell from '@locales/ru/shell.json';
import enPlayer from '@locales/en/player.json';
import ruMosaics from '@locales/ru/mosaics.json';
import ruPlayer from '@locales/ru/player.json';
import {
  CONSOLE_SHORTCUTS,
  CONSOLE_WIDE_SHORTCUTS,
  consoleShortcutFor,
  isApplePlatform,
  modLabel,
  mosaicShortcutFor,
  PLAYER_SHORTCUTS,
  shortcutTextKey,
} from './shortcuts';

const locales: Record<string, Record<string, { shortcuts?: Record<string, string> }>> = {
  en: { player: enPlayer, mosaics: enMosaics, shell: enShell },
  ru: { player: ruPlayer, mosaics: ruMosaics, shell: ruShell },
};

const plain = { ctrlKey: false, metaKey: false, altKey: false };

describe('the console shortcuts', () => {
  it('holds the player’s table', () => {
    expect(CONSOLE_SHORTCUTS.find((g) => g.scope === 'player')?.shortcuts).toBe(PLAYER_SHORTCUTS);
  });

  it.each(['en', 'ru'])('has a title and a description of every shortcut in %s', (language) => {
    for (const group of CONSOLE_SHORTCUTS) {
      const texts = locales[language]?.[group.ns]?.shortcuts;
      expect(texts?.title, `${group.ns}:shortcuts.title`).toBeTruthy();
      for (const s of group.shortcuts) {
        expect(texts?.[s.action], shortcutTextKey(group, s.action)).toBeTruthy();
      }
    }
  });

  it('bookmarks the playing time with B, no two player actions sharing a key', () => {
    expect(PLAYER_SHORTCUTS.find((s) => s.action === 'bookmark')).toMatchObject({ keys: ['b'], label: 'B' });
    const keys = PLAYER_SHORTCUTS.flatMap((s) => s.keys.map((k) => `${s.shift ? 'shift+' : ''}${k}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every shortcut a label', () => {
    for (const group of CONSOLE_SHORTCUTS) for (const s of group.shortcuts) expect(s.label).not.toBe('');
  });

  it('reads a mosaic’s keys, leaving modified ones to the browser', () => {
    expect(mosaicShortcutFor({ key: 'F', ...plain })).toBe('fullscreen');
    expect(mosaicShortcutFor({ key: 'ArrowUp', ...plain })).toBe('moveFocus');
    expect(mosaicShortcutFor({ key: 'Escape', ...plain })).toBe('leaveEnlarged');
    expect(mosaicShortcutFor({ key: 'f', ...plain, ctrlKey: true })).toBeNull();
    expect(mosaicShortcutFor({ key: 'x', ...plain })).toBeNull();
  });

  it('holds the palette’s Ctrl+K, the help page and the palette read it from here', () => {
    const palette = CONSOLE_SHORTCUTS.find((g) => g.scope === 'console');
    expect(palette?.shortcuts).toBe(CONSOLE_WIDE_SHORTCUTS);
    expect(palette?.shortcuts.map((s) => [s.action, s.keys, s.mod])).toEqual([['openPalette', ['k'], true]]);
    expect(modLabel(CONSOLE_WIDE_SHORTCUTS[0]!, false)).toBe('Ctrl + K');
    expect(modLabel(CONSOLE_WIDE_SHORTCUTS[0]!, true)).toBe('⌘ K');
  });

  it('opens the palette with Ctrl+K, or ⌘K on macOS, and nothing else', () => {
    const press = (key: string, mods: Partial<typeof plain & { shiftKey: boolean }>) => ({
      key,
      ...plain,
      shiftKey: false,
      ...mods,
    });
    expect(consoleShortcutFor(press('k', { ctrlKey: true }), false)).toBe('openPalette');
    expect(consoleShortcutFor(press('K', { ctrlKey: true }), false)).toBe('openPalette');
    expect(consoleShortcutFor(press('k', { metaKey: true }), true)).toBe('openPalette');
    expect(consoleShortcutFor(press('k', { metaKey: true }), false)).toBeNull();
    expect(consoleShortcutFor(press('k', { ctrlKey: true }), true)).toBeNull();
    expect(consoleShortcutFor(press('k', {}), false)).toBeNull();
    expect(consoleShortcutFor(press('k', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(consoleShortcutFor(press('j', { ctrlKey: true }), false)).toBeNull();
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });
});
