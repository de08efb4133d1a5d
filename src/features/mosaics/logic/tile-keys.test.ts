import { describe, expect, it } from 'vitest';
import { mosaicGeometry } from './geometry';
import { gridPreset, PRESETS } from './presets';
import { tileInDirection } from './tile-keys';

const grid = mosaicGeometry({ columns: 3, rows: 3 }, gridPreset(3, 3).slots, { width: 960, height: 540 }).tiles;

describe('moving between tiles with the arrow keys', () => {
  it('goes to the neighbour in each direction, and nowhere past an edge', () => {
    expect(tileInDirection(grid, 4, 'ArrowLeft')).toBe(3);
    expect(tileInDirection(grid, 4, 'ArrowRight')).toBe(5);
    expect(tileInDirection(grid, 4, 'ArrowUp')).toBe(1);
    expect(tileInDirection(grid, 4, 'ArrowDown')).toBe(7);
    expect(tileInDirection(grid, 0, 'ArrowLeft')).toBeNull();
    expect(tileInDirection(grid, 8, 'ArrowDown')).toBeNull();
  });

  it('leaves a large tile for the small one beside it', () => {
    const onePlusFive = PRESETS.find((p) => p.name === '1+5')!;
    const tiles = mosaicGeometry(onePlusFive.layout, onePlusFive.slots, { width: 960, height: 540 }).tiles;
    // Slots: 0 large (2×2), then positions 2, 5, 6, 7, 8.
    expect(tileInDirection(tiles, 0, 'ArrowRight')).toBe(1);
    expect(tileInDirection(tiles, 0, 'ArrowDown')).toBe(3);
    expect(tileInDirection(tiles, 5, 'ArrowUp')).toBe(2);
  });
});
