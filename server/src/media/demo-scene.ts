import { MOTION_CELLS, MOTION_GRID_COLUMNS, MOTION_GRID_ROWS } from '../../contract/motion-grid';
import { timeCodeLayout, type CellBox } from './time-code';

/**
 * The live demo picture's scene (docs/motion.md#in-the-demo): a still room with a floor grid, where
 * something crosses the lower half for 20 s of every 2 minutes, so detection finds real events; and
 * the motion cells its own overlays take (the time-code strip, the running clock), masked by default
 * so that they give none.
 */

/** The scene repeats every this many seconds of the wall clock; the object moves from MOVE_FROM to MOVE_TO. */
export const SCENE_PERIOD_S = 120;
export const MOVE_FROM_S = 40;
export const MOVE_TO_S = 60;

/** The still background: a dark blue-grey room with a faint floor grid. */
export function sceneBackground(width: number, height: number, fps: number): string {
  return [
    `color=c=0x2f3e4c:size=${width}x${height}:rate=${fps}`,
    `drawgrid=w=${Math.round(width / 8)}:h=${Math.round(height / 6)}:t=1:c=white@0.12`,
  ].join(',');
}

/** The object's box in a picture of this size (its x moves; the rest is fixed). */
export function objectBox(width: number, height: number): CellBox {
  return { x: 0, y: Math.round(height * 0.58), w: Math.round(width / 8), h: Math.round(height * 0.14) };
}

/** Places the object stops at across the picture; it crosses in 6 s, then comes back. */
export const OBJECT_STOPS = 16;
const CROSSING_S = 6;

/**
 * The moving object: one drawbox per place it stops at, each shown while the wall clock (`t`, in
 * seconds: these filters go where the live clock's filters have set the frames' times) is in its
 * slot of the crossing, and only during the scene's moving part. drawbox takes its place once (its
 * x is not evaluated per frame), but its `enable` is: so the object steps across. Commas in the
 * expressions are escaped for a lavfi graph.
 */
export function objectFilter(width: number, height: number): string {
  const box = objectBox(width, height);
  const slotS = CROSSING_S / OBJECT_STOPS;
  const shown = `between(mod(t\\,${SCENE_PERIOD_S})\\,${MOVE_FROM_S}\\,${MOVE_TO_S})`;
  const slot = `floor(mod(t\\,${2 * CROSSING_S})/${slotS})`;
  return Array.from({ length: OBJECT_STOPS }, (_, i) => {
    const x = Math.round(((width - box.w) * i) / (OBJECT_STOPS - 1));
    const here = `eq(${slot}\\,${i})+eq(${slot}\\,${2 * OBJECT_STOPS - 1 - i})`;
    return `drawbox=x=${x}:y=${box.y}:w=${box.w}:h=${box.h}:color=0xf2c14e:t=fill:enable='${shown}*(${here})'`;
  }).join(',');
}

/** The running clock's box at the bottom left (drawtext, 19 characters), as demoGraph draws it. */
export function clockBox(width: number, height: number): CellBox {
  const fontsize = Math.max(12, Math.round(height / 14));
  const border = Math.round(fontsize / 4);
  const textHeight = Math.round(fontsize * 1.2);
  return {
    x: fontsize - border,
    y: height - textHeight - fontsize - border,
    w: Math.min(width, Math.round(fontsize * 0.65 * 19) + 2 * border),
    h: textHeight + 2 * border,
  };
}

/** The grid cells any part of a box touches. */
export function cellsOf(box: CellBox, width: number, height: number): number[] {
  const col = (x: number) =>
    Math.min(MOTION_GRID_COLUMNS - 1, Math.max(0, Math.floor((x * MOTION_GRID_COLUMNS) / width)));
  const row = (y: number) => Math.min(MOTION_GRID_ROWS - 1, Math.max(0, Math.floor((y * MOTION_GRID_ROWS) / height)));
  const cells: number[] = [];
  for (let r = row(box.y); r <= row(box.y + box.h - 1); r++) {
    for (let c = col(box.x); c <= col(box.x + box.w - 1); c++) cells.push(r * MOTION_GRID_COLUMNS + c);
  }
  return cells;
}

/**
 * The cells a demo picture's own overlays change every frame or second: the time-code strip across
 * the middle and the running clock. A new demo stream has them masked.
 */
export function demoOverlayMask(width: number, height: number): number[] {
  const cells = new Set([
    ...cellsOf(timeCodeLayout(width, height).strip, width, height),
    ...cellsOf(clockBox(width, height), width, height),
  ]);
  return [...cells].filter((c) => c < MOTION_CELLS).sort((a, b) => a - b);
}
