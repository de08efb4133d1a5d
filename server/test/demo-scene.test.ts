import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOTION_GRID_COLUMNS } from '../contract/motion-grid';
import { cellsOf as bitmapCells } from '../src/media/motion/bitmap';
import { createMotionDetector, FRAME_BYTES, FRAME_HEIGHT, FRAME_WIDTH, MOTION_FPS } from '../src/media/motion/detector';
import { demoOverlayMask, MOVE_FROM_S, objectFilter, sceneBackground } from '../src/media/demo-scene';
import { resolveFfmpeg, type FfmpegInfo } from '../src/media/ffmpeg-path';
import { demoGraph } from '../src/media/sources';

/**
 * The live demo picture's scene, drawn by the real ffmpeg and read by the real detector as the
 * recorder does (5 grey 64 × 36 frames a second): its object moves in the lower half only while
 * shown, and its own clocks give no motion once their cells are masked.
 */
let ff: FfmpegInfo;
beforeAll(async () => {
  ff = await resolveFfmpeg();
});

/** The grey frames of `seconds` of a lavfi graph, as the motion output makes them (`realtime`: drawn at its pace, as live). */
function greyFrames(graph: string, seconds: number, realtime = false): Uint8Array[] {
  const out = spawnSync(
    ff.path,
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', ...(realtime ? ['-re'] : [])],
      ...['-f', 'lavfi', '-i', graph, '-t', String(seconds)],
      ...['-vf', `fps=${MOTION_FPS},scale=${FRAME_WIDTH}:${FRAME_HEIGHT}:flags=area,format=gray`],
      ...['-f', 'rawvideo', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  expect(out.status, out.stderr.toString()).toBe(0);
  const frames: Uint8Array[] = [];
  for (let at = 0; at + FRAME_BYTES <= out.stdout.length; at += FRAME_BYTES)
    frames.push(out.stdout.subarray(at, at + FRAME_BYTES));
  return frames;
}

/** Every cell the detector found moving over the frames (given 200 ms apart). */
function movedCells(frames: Uint8Array[], mask: number[] = []): Set<number> {
  const detector = createMotionDetector({ sensitivity: 5, mask });
  const cells = new Set<number>();
  const take = (seconds: { bitmap: Uint8Array }[]) =>
    seconds.forEach((s) => bitmapCells(s.bitmap).forEach((c) => cells.add(c)));
  frames.forEach((frame, i) => take(detector.push(frame, i * 200)));
  take(detector.flush());
  return cells;
}

const rowOf = (cell: number) => Math.floor(cell / MOTION_GRID_COLUMNS);

describe('the live demo scene', () => {
  it('moves in the lower half while its object is shown, and nowhere while it is not', () => {
    const [w, h, fps] = [640, 360, 15];
    // The scene alone, its clock started where the object shows (t is the wall clock on the live picture).
    const shown = `${sceneBackground(w, h, fps)},setpts=PTS+${MOVE_FROM_S}/TB,${objectFilter(w, h)}`;
    const moving = movedCells(greyFrames(shown, 8));
    expect(moving.size).toBeGreaterThan(8);
    expect([...moving].every((c) => rowOf(c) >= 5 && rowOf(c) <= 6)).toBe(true);
    const hidden = `${sceneBackground(w, h, fps)},setpts=PTS+${MOVE_FROM_S - 10}/TB,${objectFilter(w, h)}`;
    expect(movedCells(greyFrames(hidden, 8)).size).toBe(0);
  });

  it('gives no motion from its own clocks once their cells are masked, at each picture size', async () => {
    for (const [w, h, fps] of [
      [320, 180, 10],
      [640, 360, 15],
    ] as const) {
      const graph = demoGraph('Demo', ff, { width: w, height: h, fps });
      const frames = greyFrames(graph, 4, true);
      const masked = movedCells(frames, demoOverlayMask(w, h));
      // What is left can only be the object (rows 5–6), if the wall clock is in its 20 s of 2 minutes.
      expect([...masked].filter((c) => rowOf(c) < 5 || rowOf(c) > 6)).toEqual([]);
    }
  });

  it('masks the same cells at every size the recorder draws: the time code row and the clock', () => {
    const mask = demoOverlayMask(640, 360);
    expect(demoOverlayMask(320, 180)).toEqual(mask);
    expect(demoOverlayMask(1280, 720)).toEqual(mask);
    expect(mask.filter((c) => rowOf(c) === 4)).toHaveLength(MOTION_GRID_COLUMNS);
    expect(mask.every((c) => rowOf(c) === 4 || rowOf(c) >= 7)).toBe(true);
  });
});
