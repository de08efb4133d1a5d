import type { MosaicLayout } from '@contract/index';

/** A place for a tile: its top-left cell (row by row) and the cells it covers. */
export interface Slot {
  position: number;
  columnSpan: number;
  rowSpan: number;
}

/** A layout the editor offers: a grid and its tiles' places. */
export interface Preset {
  name: string;
  layout: MosaicLayout;
  slots: Slot[];
}

const one = (position: number): Slot => ({ position, columnSpan: 1, rowSpan: 1 });
const big = (position: number, span: number): Slot => ({ position, columnSpan: span, rowSpan: span });

/** A plain grid of columns × rows single tiles. */
export function gridPreset(columns: number, rows: number): Preset {
  return {
    name: columns === rows ? (columns === 1 ? '1' : `${columns}x${rows}`) : `${columns}x${rows}`,
    layout: { columns, rows },
    slots: Array.from({ length: columns * rows }, (_, i) => one(i)),
  };
}

const list = (...positions: number[]) => positions.map(one);

/** The layouts the editor offers first (SPEC issue: 1, 2×2 … 6×6, 1+5, 1+7, 1+12, 2+8). */
export const PRESETS: readonly Preset[] = [
  gridPreset(1, 1),
  gridPreset(2, 2),
  gridPreset(3, 3),
  gridPreset(4, 4),
  gridPreset(5, 5),
  gridPreset(6, 6),
  { name: '1+5', layout: { columns: 3, rows: 3 }, slots: [big(0, 2), ...list(2, 5, 6, 7, 8)] },
  { name: '1+7', layout: { columns: 4, rows: 4 }, slots: [big(0, 3), ...list(3, 7, 11, 12, 13, 14, 15)] },
  {
    name: '1+12',
    layout: { columns: 4, rows: 4 },
    slots: [big(0, 2), ...list(2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)],
  },
  {
    name: '2+8',
    layout: { columns: 4, rows: 4 },
    slots: [big(0, 2), big(2, 2), ...list(8, 9, 10, 11, 12, 13, 14, 15)],
  },
];

/** The preset a saved mosaic matches (its grid and its tiles' spans), or a free grid of its size. */
export function presetOf(layout: MosaicLayout, tiles: readonly Slot[]): Preset {
  const spans = (slots: readonly Slot[]) =>
    slots
      .filter((s) => s.columnSpan > 1 || s.rowSpan > 1)
      .map((s) => `${s.position}:${s.columnSpan}x${s.rowSpan}`)
      .sort()
      .join(',');
  const wanted = spans(tiles);
  return (
    PRESETS.find(
      (p) => p.layout.columns === layout.columns && p.layout.rows === layout.rows && spans(p.slots) === wanted,
    ) ?? gridPreset(layout.columns, layout.rows)
  );
}
