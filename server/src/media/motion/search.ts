import {
  MOTION_BITMAP_BYTES,
  MOTION_CELLS,
  MOTION_GRID_COLUMNS,
  MOTION_GRID_ROWS,
} from '../../../contract/motion-grid';
import { bitmapOf, isEmptyBitmap, touches } from './bitmap';
import { SECONDS_PER_ROW, type GridRow } from './grid';

/** A part of the picture in fractions of its width and height, from the top left. */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const WHOLE_PICTURE: Region = { x: 0, y: 0, w: 1, h: 1 };

/** Rounding slack of fractions typed by hand (1/3 + 2/3). */
const EPSILON = 1e-6;

/** `x,y,w,h` as the API takes it; null when malformed, empty, or leaving the picture. */
export function parseRegion(text: string): Region | null {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => !/^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(p))) return null;
  const [x = 0, y = 0, w = 0, h = 0] = parts.map(Number);
  if (w <= 0 || h <= 0 || x + w > 1 + EPSILON || y + h > 1 + EPSILON) return null;
  return { x, y, w, h };
}

/** The grid cells a region covers (any part of them), as a bitmap. */
export function regionBitmap(region: Region): Uint8Array {
  const span = (from: number, size: number, count: number) => {
    const first = Math.max(0, Math.floor(from * count + EPSILON));
    const last = Math.min(count - 1, Math.ceil((from + size) * count - EPSILON) - 1);
    return { first, last };
  };
  const cols = span(region.x, region.w, MOTION_GRID_COLUMNS);
  const rows = span(region.y, region.h, MOTION_GRID_ROWS);
  const cells: number[] = [];
  for (let r = rows.first; r <= rows.last; r++) {
    for (let c = cols.first; c <= cols.last; c++) cells.push(r * MOTION_GRID_COLUMNS + c);
  }
  return bitmapOf(cells.filter((c) => c < MOTION_CELLS));
}

/** A range of seconds: from `start` to the end of its last second (`end`, exclusive), Unix seconds. */
export interface SecondRange {
  start: number;
  end: number;
}

/**
 * The seconds whose bitmap touches the region's cells, merged: seconds less than `joinGapSeconds`
 * apart join (as events do), clipped to [from, to).
 */
export function searchMotion(
  seconds: Iterable<{ second: number; bitmap: Uint8Array }>,
  region: Uint8Array,
  window: { from: number; to: number },
  joinGapSeconds = 2,
): SecondRange[] {
  const ranges: SecondRange[] = [];
  if (isEmptyBitmap(region)) return ranges;
  for (const { second, bitmap } of seconds) {
    if (second < window.from || second >= window.to || !touches(bitmap, region)) continue;
    const last = ranges.at(-1);
    if (last && second - (last.end - 1) <= joinGapSeconds && second >= last.end - 1) last.end = second + 1;
    else ranges.push({ start: second, end: second + 1 });
  }
  return ranges;
}

/**
 * The same search straight over stored minutes (ascending), without a bitmap object a second:
 * a day (1 440 rows, 86 400 seconds) takes a few milliseconds.
 */
export function searchGrid(
  rows: readonly GridRow[],
  region: Uint8Array,
  window: { from: number; to: number },
  joinGapSeconds = 2,
): SecondRange[] {
  const ranges: SecondRange[] = [];
  if (isEmptyBitmap(region)) return ranges;
  // The region's bytes that have a cell in them: most regions touch a few of the 18.
  const bytes: number[] = [];
  for (let b = 0; b < MOTION_BITMAP_BYTES; b++) if (region[b]) bytes.push(b);
  for (const row of rows) {
    const first = row.minuteMs / 1000;
    const { bitmaps } = row;
    const seconds = Math.min(SECONDS_PER_ROW, Math.floor(bitmaps.length / MOTION_BITMAP_BYTES));
    for (let i = 0; i < seconds; i++) {
      const second = first + i;
      if (second < window.from || second >= window.to) continue;
      const at = i * MOTION_BITMAP_BYTES;
      let hit = false;
      for (const b of bytes) {
        if (bitmaps[at + b]! & region[b]!) {
          hit = true;
          break;
        }
      }
      if (!hit) continue;
      const last = ranges.at(-1);
      if (last && second - (last.end - 1) <= joinGapSeconds && second >= last.end - 1) last.end = second + 1;
      else ranges.push({ start: second, end: second + 1 });
    }
  }
  return ranges;
}
