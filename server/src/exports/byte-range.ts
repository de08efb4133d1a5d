/** The bytes a `Range` header asks for, inclusive; `null` for the whole file, `'unsatisfiable'` for 416. */
export type ByteRange = { start: number; end: number } | null | 'unsatisfiable';

/**
 * One range of `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes (RFC 9110 §14.1.2).
 * Anything else (another unit, several ranges, a malformed header) is answered with the whole file,
 * which the RFC allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (!from && !to) return null;
  if (!from) {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  if (end < start) return null;
  return { start, end };
}
