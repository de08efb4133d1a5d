/** A key press as far as typing ahead needs it (a DOM KeyboardEvent is one). */
export interface TypedKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
}

/**
 * What the search box will hold after a key pressed while the palette's code is still loading:
 * a printable character is added, Backspace removes the last one; null when the key does not
 * type (a shortcut, an arrow, Enter), which is then left to the page.
 */
export function typedAhead(text: string, key: TypedKey): string | null {
  if (key.ctrlKey || key.metaKey || key.altKey || key.isComposing) return null;
  if (key.key === 'Backspace') return Array.from(text).slice(0, -1).join('');
  if (Array.from(key.key).length === 1) return text + key.key;
  return null;
}
