/** Random 32-bit integers, `count` of them (crypto.getRandomValues in the browser). */
export type RandomInts = (count: number) => Uint32Array;

// Without look-alikes (0 O o, 1 l I), so a password read aloud or copied by hand survives.
const KINDS = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#%+-=?@_'] as const;
const ALL = KINDS.join('');

/** The length of a generated password: a passphrase's length, well beyond the server's minimum. */
export const GENERATED_LENGTH = 16;

/**
 * A new password the server's rule accepts (passwordRules): `length` characters with at least one
 * of each kind (small, capital, digit, symbol) at random places. About 6 bits per character.
 */
export function generatePassword(random: RandomInts, length = GENERATED_LENGTH): string {
  const size = Math.max(length, KINDS.length);
  const values = random(size * 2);
  const at = (i: number) => values[i] ?? 0;
  const chars = Array.from({ length: size }, (_, i) => {
    const source = i < KINDS.length ? (KINDS[i] ?? ALL) : ALL;
    return source[at(i) % source.length] ?? 'x';
  });
  // Fisher–Yates with the second half of the random values: the required kinds land anywhere.
  for (let i = size - 1; i > 0; i--) {
    const j = at(size + i) % (i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
