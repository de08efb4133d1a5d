import { describe, expect, it } from 'vitest';
import { tilesRefusal, toTile, type Tile } from './tiles';

const tile = (position: number, columnSpan = 1, rowSpan = 1): Tile => ({
  position,
  streamUid: 's',
  columnSpan,
  rowSpan,
});

describe('the tiles of a mosaic', () => {
  it('fit a plain grid, and the one-large layouts (1+5 on 3×3, 1+7 and 2+8 on 4×4)', () => {
    expect(tilesRefusal({ columns: 2, rows: 2 }, [tile(0), tile(1), tile(2), tile(3)])).toBeNull();
    expect(
      tilesRefusal({ columns: 3, rows: 3 }, [tile(0, 2, 2), tile(2), tile(5), tile(6), tile(7), tile(8)]),
    ).toBeNull();
    const onePlusSeven = [tile(0, 3, 3), tile(3), tile(7), tile(11), tile(12), tile(13), tile(14), tile(15)];
    expect(tilesRefusal({ columns: 4, rows: 4 }, onePlusSeven)).toBeNull();
    const twoPlusEight = [tile(0, 2, 2), tile(2, 2, 2), ...[8, 9, 10, 11, 12, 13, 14, 15].map((p) => tile(p))];
    expect(tilesRefusal({ columns: 4, rows: 4 }, twoPlusEight)).toBeNull();
  });

  it('refuse a tile beyond the grid, by its position or its spans', () => {
    expect(tilesRefusal({ columns: 2, rows: 2 }, [tile(4)])).toEqual({ index: 0, reason: 'mosaicTileOutside' });
    expect(tilesRefusal({ columns: 3, rows: 3 }, [tile(0), tile(2, 2, 1)])).toEqual({
      index: 1,
      reason: 'mosaicTileOutside',
    });
    expect(tilesRefusal({ columns: 3, rows: 3 }, [tile(6, 1, 2)])).toEqual({ index: 0, reason: 'mosaicTileOutside' });
  });

  it('refuse a tile covering a cell another covers, and a position used twice', () => {
    expect(tilesRefusal({ columns: 3, rows: 3 }, [tile(0, 2, 2), tile(4)])).toEqual({
      index: 1,
      reason: 'mosaicTileOverlap',
    });
    expect(tilesRefusal({ columns: 2, rows: 2 }, [tile(1), tile(1)])).toEqual({
      index: 1,
      reason: 'mosaicTileOverlap',
    });
  });

  it('take a missing span as 1', () => {
    expect(toTile({ position: 3, streamUid: 'x' })).toEqual({ position: 3, streamUid: 'x', columnSpan: 1, rowSpan: 1 });
  });
});
