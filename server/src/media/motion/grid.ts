import { MOTION_BITMAP_BYTES } from '../../../contract/motion-grid';
import { isEmptyBitmap } from './bitmap';
import type { MotionSample } from './events';

/**
 * The stored motion grid (docs/motion.md#storage): one row a stream a minute, its 60 seconds of
 * 18-byte bitmaps side by side and their 60 levels.
 */

export const SECONDS_PER_ROW = 60;
export const ROW_MS = SECONDS_PER_ROW * 1000;
export const ROW_BITMAP_BYTES = SECONDS_PER_ROW * MOTION_BITMAP_BYTES;

export interface GridRow {
  /** The minute's first millisecond. */
  minuteMs: number;
  bitmaps: Uint8Array;
  levels: Uint8Array;
}

/** The minute (its first millisecond) that holds a Unix second. */
export const minuteOf = (second: number) => Math.floor(second / SECONDS_PER_ROW) * ROW_MS;

export const emptyRow = (minuteMs: number): GridRow => ({
  minuteMs,
  bitmaps: new Uint8Array(ROW_BITMAP_BYTES),
  levels: new Uint8Array(SECONDS_PER_ROW),
});

/** Writes one second into its minute's row (which must be that minute's). */
export function putSecond(row: GridRow, sample: MotionSample): void {
  const index = sample.second - row.minuteMs / 1000;
  if (index < 0 || index >= SECONDS_PER_ROW) throw new RangeError('the second is not in this minute');
  row.bitmaps.set(sample.bitmap.subarray(0, MOTION_BITMAP_BYTES), index * MOTION_BITMAP_BYTES);
  row.levels[index] = Math.max(0, Math.min(100, Math.round(sample.level)));
}

/** The seconds with motion of stored rows (ascending), within [fromS, toS). Short or damaged rows read as far as they go. */
export function* secondsOfRows(rows: Iterable<GridRow>, fromS: number, toS: number): Generator<MotionSample> {
  for (const row of rows) {
    const first = row.minuteMs / 1000;
    for (let i = 0; i < SECONDS_PER_ROW; i++) {
      const second = first + i;
      if (second < fromS || second >= toS) continue;
      const start = i * MOTION_BITMAP_BYTES;
      if (start + MOTION_BITMAP_BYTES > row.bitmaps.length) break;
      const bitmap = row.bitmaps.subarray(start, start + MOTION_BITMAP_BYTES);
      if (isEmptyBitmap(bitmap)) continue;
      yield { second, bitmap, level: row.levels[i] ?? 0 };
    }
  }
}
