import type { MosaicLayout } from '@contract/index';
import type { Slot } from './presets';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The picture's shape: 16:9, as cameras send. */
export const TILE_ASPECT = 16 / 9;
/** Space between tiles, in px. */
export const TILE_GAP = 4;

/**
 * Where a mosaic's tiles go in a box (a pure function of the layout and the space):
 * cells keep 16:9, the grid is as large as fits without scrolling and centred, the rest letterboxed.
 * In a box taller than wide (a phone held upright) the grid stays at the top, right under the time
 * slider, with the spare room below it rather than on both sides.
 * A tile covering several cells also covers the gaps between them.
 */
export function mosaicGeometry(
  layout: MosaicLayout,
  slots: readonly Slot[],
  box: { width: number; height: number },
  gap = TILE_GAP,
): { frame: Rect; tiles: (Rect & { position: number })[] } {
  const { columns, rows } = layout;
  const width = Math.max(0, box.width);
  const height = Math.max(0, box.height);
  // The cell (with its share of the gaps) as large as both directions allow.
  const byWidth = (width - gap * (columns - 1)) / columns;
  const byHeight = ((height - gap * (rows - 1)) / rows) * TILE_ASPECT;
  const cellWidth = Math.max(0, Math.min(byWidth, byHeight));
  const cellHeight = cellWidth / TILE_ASPECT;
  const frameWidth = cellWidth * columns + gap * (columns - 1);
  const frameHeight = cellHeight * rows + gap * (rows - 1);
  const y = height > width ? 0 : (height - frameHeight) / 2;
  const frame = { x: (width - frameWidth) / 2, y, width: frameWidth, height: frameHeight };
  const tiles = slots.map((slot) => {
    const column = slot.position % columns;
    const row = Math.floor(slot.position / columns);
    return {
      position: slot.position,
      x: frame.x + column * (cellWidth + gap),
      y: frame.y + row * (cellHeight + gap),
      width: cellWidth * slot.columnSpan + gap * (slot.columnSpan - 1),
      height: cellHeight * slot.rowSpan + gap * (slot.rowSpan - 1),
    };
  });
  return { frame, tiles };
}

/** Below this height a tile is small: it plays the low-resolution rendition where there is one. */
export const SMALL_TILE_PX = 172;
