import { describe, expect, it } from 'vitest';
import { gridPreset, PRESETS, presetOf } from './presets';

describe('the layouts', () => {
  it('are the grids 1 to 6×6 and the one-large layouts, each filling its grid exactly', () => {
    expect(PRESETS.map((p) => p.name)).toEqual(['1', '2x2', '3x3', '4x4', '5x5', '6x6', '1+5', '1+7', '1+12', '2+8']);
    for (const preset of PRESETS) {
      const covered = preset.slots.reduce((n, s) => n + s.columnSpan * s.rowSpan, 0);
      expect(covered, preset.name).toBe(preset.layout.columns * preset.layout.rows);
    }
  });

  it('have as many tiles as their name says', () => {
    const count = (name: string) => PRESETS.find((p) => p.name === name)?.slots.length;
    expect([count('1+5'), count('1+7'), count('1+12'), count('2+8'), count('6x6')]).toEqual([6, 8, 13, 10, 36]);
  });

  it('are found again from a saved mosaic, and an unknown shape is a free grid', () => {
    const onePlusFive = PRESETS.find((p) => p.name === '1+5');
    expect(presetOf({ columns: 3, rows: 3 }, [{ position: 0, columnSpan: 2, rowSpan: 2 }])).toBe(onePlusFive);
    expect(presetOf({ columns: 4, rows: 4 }, []).name).toBe('4x4');
    expect(presetOf({ columns: 3, rows: 2 }, [])).toEqual(gridPreset(3, 2));
  });
});
