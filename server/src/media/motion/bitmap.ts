import { MOTION_BITMAP_BYTES, MOTION_CELLS } from '../../../contract/motion-grid';

/** One second's 16 × 9 cells as 18 bytes: cell i is bit i % 8 of byte ⌊i / 8⌋. */

export const emptyBitmap = () => new Uint8Array(MOTION_BITMAP_BYTES);

export function bitmapOf(cells: Iterable<number>): Uint8Array {
  const bitmap = emptyBitmap();
  for (const c of cells) if (Number.isInteger(c) && c >= 0 && c < MOTION_CELLS) bitmap[c >> 3]! |= 1 << (c & 7);
  return bitmap;
}

export function cellsOf(bitmap: Uint8Array): number[] {
  const cells: number[] = [];
  for (let c = 0; c < MOTION_CELLS; c++) if ((bitmap[c >> 3]! >> (c & 7)) & 1) cells.push(c);
  return cells;
}

export function isEmptyBitmap(bitmap: Uint8Array): boolean {
  for (let i = 0; i < MOTION_BITMAP_BYTES; i++) if (bitmap[i]) return false;
  return true;
}

/** Whether two bitmaps share a cell. */
export function touches(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < MOTION_BITMAP_BYTES; i++) if (a[i]! & b[i]!) return true;
  return false;
}

export function countCells(bitmap: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < MOTION_BITMAP_BYTES; i++) for (let b = bitmap[i]!; b; b &= b - 1) n++;
  return n;
}
