import { describe, expect, it } from 'vitest';
import { mosaicGeometry, TILE_ASPECT } from './geometry';
import { gridPreset, PRESETS } from './presets';

const preset = (name: string) => PRESETS.find((p) => p.name === name) ?? gridPreset(1, 1);
const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;

describe('the geometry of a mosaic', () => {
  it('fills the width of a wide enough box with 16:9 tiles, centred top to bottom', () => {
    const { frame, tiles } = mosaicGeometry(
      { columns: 2, rows: 2 },
      gridPreset(2, 2).slots,
      { width: 1604, height: 1000 },
      4,
    );
    expect(frame.width).toBe(1604);
    expect(tiles[0]).toMatchObject({ x: 0, width: 800 });
    expect(near(tiles[0]?.height ?? 0, 450)).toBe(true);
    expect(near(frame.y, (1000 - (450 * 2 + 4)) / 2)).toBe(true);
    expect(tiles[3]).toMatchObject({ x: 804 });
  });

  it('fits the height of a very wide box, letterboxed left and right', () => {
    const { frame, tiles } = mosaicGeometry(
      { columns: 3, rows: 3 },
      gridPreset(3, 3).slots,
      { width: 5000, height: 900 },
      0,
    );
    expect(frame.height).toBe(900);
    expect(near(frame.width, 900 * TILE_ASPECT)).toBe(true);
    expect(near(frame.x, (5000 - 900 * TILE_ASPECT) / 2)).toBe(true);
    expect(tiles.every((t) => near(t.width / t.height, TILE_ASPECT))).toBe(true);
  });

  it('fits the width of a very tall box, at its top with the spare room below', () => {
    const { frame } = mosaicGeometry({ columns: 2, rows: 2 }, gridPreset(2, 2).slots, { width: 390, height: 3000 }, 0);
    expect(frame.width).toBe(390);
    expect(frame.y).toBe(0);
    expect(near(frame.height, 390 / TILE_ASPECT)).toBe(true);
  });

  it('centres top to bottom in a wide box whose height is not all used', () => {
    const { frame } = mosaicGeometry({ columns: 1, rows: 1 }, gridPreset(1, 1).slots, { width: 1000, height: 999 }, 0);
    expect(near(frame.y, (999 - 1000 / TILE_ASPECT) / 2)).toBe(true);
  });

  it('gives a tile spanning cells their room and the gaps between them', () => {
    const { tiles } = mosaicGeometry(preset('1+5').layout, preset('1+5').slots, { width: 908, height: 2000 }, 4);
    const [large, small] = tiles;
    expect(large).toMatchObject({ x: 0, width: 604 });
    expect(small).toMatchObject({ position: 2, x: 608, width: 300 });
    expect(near(large?.height ?? 0, (300 / TILE_ASPECT) * 2 + 4)).toBe(true);
  });

  it('keeps every tile of every layout inside the frame', () => {
    for (const p of PRESETS) {
      for (const box of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
        { width: 3840, height: 1080 },
      ]) {
        const { frame, tiles } = mosaicGeometry(p.layout, p.slots, box);
        for (const t of tiles) {
          expect(t.x + t.width, `${p.name} ${box.width}`).toBeLessThanOrEqual(frame.x + frame.width + 1e-6);
          expect(t.y + t.height, `${p.name} ${box.width}`).toBeLessThanOrEqual(frame.y + frame.height + 1e-6);
        }
        expect(frame.width).toBeLessThanOrEqual(box.width + 1e-6);
        expect(frame.height).toBeLessThanOrEqual(box.height + 1e-6);
      }
    }
  });

  it('draws nothing in no space', () => {
    const { tiles } = mosaicGeometry({ columns: 2, rows: 2 }, gridPreset(2, 2).slots, { width: 0, height: 0 });
    expect(tiles.every((t) => t.width === 0 && t.height === 0)).toBe(true);
  });
});
