import { MOTION_GRID_COLUMNS } from '../../contract/motion-grid';
import { bitmapOf } from '../media/motion/bitmap';
import { mergeEvents, type MotionEvent, type MotionSample } from '../media/motion/events';
import { emptyRow, minuteOf, putSecond, type GridRow } from '../media/motion/grid';

/**
 * The demo day's motion (pure): each mark of the backfilled archive (Motion, Vehicle, Person
 * detected, ...) is a stretch of motion in the grid, something crossing the middle of the picture
 * a column a second, and the events are merged from those seconds as the recorder merges them, so
 * every seeded event lies on motion in the grid (docs/motion.md#events).
 */
export function seededMotion(marks: readonly { timeMs: number; timeEndMs: number | null }[]): {
  rows: GridRow[];
  events: MotionEvent[];
} {
  const samples: MotionSample[] = [];
  for (const mark of [...marks].sort((a, b) => a.timeMs - b.timeMs)) {
    const first = Math.ceil(mark.timeMs / 1000);
    const end = Math.floor((mark.timeEndMs ?? mark.timeMs + 10_000) / 1000);
    for (let second = first, k = 0; second < end; second++, k++) {
      const column = k % MOTION_GRID_COLUMNS;
      // Rows 3 to 5 of 9, two columns wide: a person or a car in the middle of the picture.
      const cells = [3, 4, 5].flatMap((row) =>
        [column, Math.min(MOTION_GRID_COLUMNS - 1, column + 1)].map((c) => row * MOTION_GRID_COLUMNS + c),
      );
      samples.push({ second, bitmap: bitmapOf(cells), level: 4 + (k % 5) });
    }
  }
  const rows = new Map<number, GridRow>();
  for (const s of samples) {
    const minute = minuteOf(s.second);
    let row = rows.get(minute);
    if (!row) rows.set(minute, (row = emptyRow(minute)));
    putSecond(row, s);
  }
  return { rows: [...rows.values()], events: mergeEvents(samples) };
}
