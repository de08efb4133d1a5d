import { MOTION_CELLS, MOTION_GRID_COLUMNS, MOTION_GRID_ROWS, MOTION_SENSITIVITY_DEFAULT } from '@contract/motion-grid';
import type { StreamMotion } from '@contract/index';

export { MOTION_GRID_COLUMNS, MOTION_GRID_ROWS, MOTION_CELLS };

/** A stream the server has not told the motion settings of: its defaults (on, 5, nothing masked). */
export const DEFAULT_MOTION: StreamMotion = { isEnable: true, sensitivity: MOTION_SENSITIVITY_DEFAULT, mask: [] };

/** Cell i is column i % 16 of row ⌊i / 16⌋, from the top left (the contract's grid). */
export const cellOf = (column: number, row: number) => row * MOTION_GRID_COLUMNS + column;
export const columnOf = (cell: number) => cell % MOTION_GRID_COLUMNS;
export const rowOf = (cell: number) => Math.floor(cell / MOTION_GRID_COLUMNS);

/** The cell under a point of a picture `width` × `height` (from its top left), or null outside it. */
export function cellAt(x: number, y: number, width: number, height: number): number | null {
  if (!(width > 0) || !(height > 0) || x < 0 || y < 0 || x >= width || y >= height) return null;
  return cellOf(Math.floor((x / width) * MOTION_GRID_COLUMNS), Math.floor((y / height) * MOTION_GRID_ROWS));
}

/** The mask with `cell` left out (masked) or looked at again: sorted, each cell once, as the server keeps it. */
export function withCell(mask: readonly number[], cell: number, masked: boolean): number[] {
  const set = new Set(mask);
  if (masked) set.add(cell);
  else set.delete(cell);
  return [...set].filter((c) => Number.isInteger(c) && c >= 0 && c < MOTION_CELLS).sort((a, b) => a - b);
}

/** The cell an arrow key (or Home, End) moves the focus to on the grid, stopping at its edges. */
export function movedCell(cell: number, key: string): number | null {
  const column = columnOf(cell);
  const row = rowOf(cell);
  switch (key) {
    case 'ArrowLeft':
      return cellOf(Math.max(0, column - 1), row);
    case 'ArrowRight':
      return cellOf(Math.min(MOTION_GRID_COLUMNS - 1, column + 1), row);
    case 'ArrowUp':
      return cellOf(column, Math.max(0, row - 1));
    case 'ArrowDown':
      return cellOf(column, Math.min(MOTION_GRID_ROWS - 1, row + 1));
    case 'Home':
      return cellOf(0, row);
    case 'End':
      return cellOf(MOTION_GRID_COLUMNS - 1, row);
    default:
      return null;
  }
}

const sameMask = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((c, i) => c === [...b].sort((x, y) => x - y)[i]);

/** PUT's `motion`: only the settings that changed (the mask sorted), or null when none did. */
export function motionChanges(saved: StreamMotion, next: StreamMotion): Partial<StreamMotion> | null {
  const body: Partial<StreamMotion> = {};
  if (next.isEnable !== saved.isEnable) body.isEnable = next.isEnable;
  if (next.sensitivity !== saved.sensitivity) body.sensitivity = next.sensitivity;
  if (!sameMask(next.mask, saved.mask)) body.mask = [...new Set(next.mask)].sort((a, b) => a - b);
  return Object.keys(body).length === 0 ? null : body;
}
