import { describe, expect, it } from 'vitest';
import { SHORTCUTS, shortcutFor, type KeyLike } from './shortcuts';

const press = (key: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inField: false,
  ...extra,
});

describe('player shortcuts', () => {
  it('maps space, arrows, plus and minus, L and C', () => {
    expect(shortcutFor(press(' '))).toBe('togglePlay');
    expect(shortcutFor(press('ArrowLeft'))).toBe('seekBack');
    expect(shortcutFor(press('ArrowRight'))).toBe('seekForward');
    expect(shortcutFor(press('ArrowLeft', { shiftKey: true }))).toBe('moveLeft');
    expect(shortcutFor(press('ArrowRight', { shiftKey: true }))).toBe('moveRight');
    expect(shortcutFor(press('+', { shiftKey: true }))).toBe('zoomIn');
    expect(shortcutFor(press('-'))).toBe('zoomOut');
    expect(shortcutFor(press('L', { shiftKey: true }))).toBe('live');
    expect(shortcutFor(press('l'))).toBe('live');
    expect(shortcutFor(press('c'))).toBe('centre');
    expect(shortcutFor(press('>', { shiftKey: true }))).toBe('faster');
    expect(shortcutFor(press('<', { shiftKey: true }))).toBe('slower');
  });

  it('maps [ and ] to the previous and next motion, and lists both in the help', () => {
    expect(shortcutFor(press('['))).toBe('previousMotion');
    expect(shortcutFor(press(']'))).toBe('nextMotion');
    expect(SHORTCUTS.find((s) => s.action === 'nextMotion')?.label).toBe(']');
  });

  it('maps F to full screen and S to a snapshot, and lists both in the help', () => {
    expect(shortcutFor(press('f'))).toBe('fullscreen');
    expect(shortcutFor(press('F', { shiftKey: true }))).toBe('fullscreen');
    expect(shortcutFor(press('s'))).toBe('snapshot');
    // Ctrl+S saves the page, as the browser does; F typed in a field is typing.
    expect(shortcutFor(press('s', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('f', { inField: true }))).toBeNull();
    expect(SHORTCUTS.filter((s) => s.action === 'fullscreen' || s.action === 'snapshot').map((s) => s.label)).toEqual([
      'F',
      'S',
    ]);
  });

  it('leaves typing in fields and modified keys to the browser', () => {
    expect(shortcutFor(press(' ', { inField: true }))).toBeNull();
    expect(shortcutFor(press('l', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('+', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('x'))).toBeNull();
  });

  it('lists every action once in the help', () => {
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
  });
});
