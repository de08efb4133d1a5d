import { describe, expect, it } from 'vitest';
import { typedAhead, type TypedKey } from './typed-ahead';

const press = (key: string, modifiers: Partial<TypedKey> = {}): TypedKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('typing ahead of the palette', () => {
  it('adds printable characters, in any script, and spaces', () => {
    const typed = ['н', 'o', ' ', '2', '😀'].reduce((text, key) => typedAhead(text, press(key)) ?? text, '');
    expect(typed).toBe('нo 2😀');
  });

  it('removes the last character, whole, with Backspace, and stays empty when there is none', () => {
    expect(typedAhead('gate😀', press('Backspace'))).toBe('gate');
    expect(typedAhead('', press('Backspace'))).toBe('');
  });

  it('leaves shortcuts, named keys and compositions to the page', () => {
    expect(typedAhead('a', press('k', { ctrlKey: true }))).toBeNull();
    expect(typedAhead('a', press('k', { metaKey: true }))).toBeNull();
    expect(typedAhead('a', press('x', { altKey: true }))).toBeNull();
    expect(typedAhead('a', press('Enter'))).toBeNull();
    expect(typedAhead('a', press('ArrowDown'))).toBeNull();
    expect(typedAhead('a', press('Escape'))).toBeNull();
    expect(typedAhead('a', press('ы', { isComposing: true }))).toBeNull();
  });
});
