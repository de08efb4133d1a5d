/**
 * Adds what the user typed to a list of search values: split at commas, trimmed,
 * empty and repeated values dropped, at most `max` values kept.
 */
export function addValues(values: readonly string[], typed: string, max: number): string[] {
  const next = [...values];
  for (const part of typed.split(',')) {
    const value = part.trim();
    if (value && !next.includes(value) && next.length < max) next.push(value);
  }
  return next;
}
