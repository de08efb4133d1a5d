import type { ErrorReason } from '../../contract/errors';
import type { MosaicCellInput, MosaicLayout } from '../../contract/schemas/mosaic';

/** A tile with its spans made explicit. */
export interface Tile {
  position: number;
  streamUid: string;
  columnSpan: number;
  rowSpan: number;
}

export const toTile = (cell: MosaicCellInput): Tile => ({
  position: cell.position,
  streamUid: cell.streamUid,
  columnSpan: cell.columnSpan ?? 1,
  rowSpan: cell.rowSpan ?? 1,
});

/** The first tile that does not fit: its index in the list and why. */
export interface TileRefusal {
  index: number;
  reason: Extract<ErrorReason, 'mosaicTileOutside' | 'mosaicTileOverlap'>;
}

/**
 * Whether the tiles fit the layout: each inside the grid (its top-left cell and its spans),
 * none covering a cell another already covers. Null when they all fit.
 */
export function tilesRefusal(layout: MosaicLayout, tiles: readonly Tile[]): TileRefusal | null {
  const covered = new Set<number>();
  for (const [index, tile] of tiles.entries()) {
    const column = tile.position % layout.columns;
    const row = Math.floor(tile.position / layout.columns);
    const inside =
      tile.position < layout.columns * layout.rows &&
      column + tile.columnSpan <= layout.columns &&
      row + tile.rowSpan <= layout.rows;
    if (!inside) return { index, reason: 'mosaicTileOutside' };
    for (let r = row; r < row + tile.rowSpan; r++) {
      for (let c = column; c < column + tile.columnSpan; c++) {
        const cell = r * layout.columns + c;
        if (covered.has(cell)) return { index, reason: 'mosaicTileOverlap' };
        covered.add(cell);
      }
    }
  }
  return null;
}
