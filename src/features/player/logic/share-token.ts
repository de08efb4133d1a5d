/**
 * The token of a share link, from the part of its address after # (`#share=<token>`), which the
 * browser never sends to a server. Null when the link has none.
 */
export function shareTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('share');
  return token ? token : null;
}
