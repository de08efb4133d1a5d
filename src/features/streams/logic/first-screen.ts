import type { StreamsPageSettings } from './page-settings';

/**
 * A little under the real sizes (a table row of size "middle" is about 47 px, a card
 * about 240 × 260 px with the 16 px gap), so the count fills the window.
 */
const TABLE_ROW_PX = 40;
const GRID_CELL_PX = { width: 256, height: 200 };

/**
 * How many streams fill a window of this size in a view: the ones the page draws at
 * once after a toggle; the rest of the page follows in a background render.
 */
export function firstScreenCount(view: StreamsPageSettings['viewMode'], width: number, height: number): number {
  const h = Math.max(1, height);
  if (view === 'table') return Math.ceil(h / TABLE_ROW_PX);
  const columns = Math.max(1, Math.floor(Math.max(1, width) / GRID_CELL_PX.width));
  return columns * Math.ceil(h / GRID_CELL_PX.height);
}

/**
 * The first screen shared out over the page's sections in order: each section gets
 * what is left of the count, and at least one stream, so no section shows an empty view.
 */
export function firstCounts(sizes: number[], count: number): number[] {
  let left = count;
  return sizes.map((size) => {
    const first = Math.min(size, Math.max(1, left));
    left -= first;
    return first;
  });
}
