import type { RangeAt } from '@/features/timeline';

/**
 * The mosaic's archive as one list of ranges: recorded (1) wherever at least one of the tiles'
 * streams is recorded, a gap (0) elsewhere. Each input is one stream's ordered ranges over the same
 * window (each range lasts until the next one's date); before a stream's first range it counts as a
 * gap. Neighbours of the same status are merged.
 */
export function unionRanges(lists: readonly (readonly RangeAt[])[]): RangeAt[] {
  const dates = [...new Set(lists.flatMap((list) => list.map((r) => r.date)))].sort((a, b) => a - b);
  // One cursor per stream: the index of its range in force at the date being looked at.
  const cursors = lists.map(() => -1);
  const out: RangeAt[] = [];
  for (const date of dates) {
    let recorded = false;
    lists.forEach((list, i) => {
      let at = cursors[i] ?? -1;
      while (at + 1 < list.length && (list[at + 1]?.date ?? Infinity) <= date) at += 1;
      cursors[i] = at;
      if (at >= 0 && list[at]?.status !== 0) recorded = true;
    });
    const status = recorded ? 1 : 0;
    if (out.at(-1)?.status !== status) out.push({ date, status });
  }
  return out;
}

/** The latest of the streams' archive ends, or null when none of them has recorded. */
export function latestEnd(ends: readonly (number | null)[]): number | null {
  const known = ends.filter((e): e is number => e !== null);
  return known.length > 0 ? Math.max(...known) : null;
}
