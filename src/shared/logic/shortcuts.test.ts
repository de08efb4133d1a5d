import { describe, expect, it } from 'vitest';
import enMosaics from '@locales/en/mosaics.json';
import enPlayer from '@locales/en/player.json';
import ruMosaics from '@locales/ru/mosaics.json';
import ruPlayer from '@locales/ru/player.json';
import { CONSOLE_SHORTCUTS, mosaicShortcutFor, PLAYER_SHORTCUTS, shortcutTextKey } from './shortcuts';

const locales: Record<string, Record<string, { shortcuts?: Record<string, string> }>> = {
  en: { player: enPlayer, mosaics: enMosaics },
  ru: { player: ruPlayer, mosaics: ruMosaics },
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
});
