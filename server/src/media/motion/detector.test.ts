import { describe, expect, it } from 'vitest';
import { MOTION_CELLS, MOTION_GRID_COLUMNS } from '../../../contract/motion-grid';
import { cellsOf } from './bitmap';
import { createMotionDetector, FRAME_BYTES, type DetectorSettings, type MotionSecond } from './detector';
import { bouncingBox, frameAt, seeded, type Scene } from './synthetic-frames';

const FPS = 5;
const START = Date.UTC(2026, 10, 28, 12, 0, 0);
const START_S = START / 1000;

/** Feeds `seconds` of the scene at 5 fps, as the recorder's ffmpeg would. */
function run(scene: Scene, seconds: number, settings: Partial<DetectorSettings> = {}): MotionSecond[] {
  const detector = createMotionDetector(settings);
  const random = seeded(7);
  const out: MotionSecond[] = [];
  for (let i = 0; i < seconds * FPS; i++) {
    const t = i / FPS;
    out.push(...detector.push(frameAt(scene, t, random), START + t * 1000));
  }
  return [...out, ...detector.flush()];
}

const moved = (seconds: MotionSecond[]) => seconds.filter((s) => s.bitmap.some((b) => b !== 0));
const relative = (seconds: MotionSecond[]) => seconds.map((s) => s.second - START_S);

/** The top left quarter of the picture: 32 × 18 pixels, cells of columns 0–7 and rows 0–4 (row 4 half). */
const inTopLeft = (c: number) => c % MOTION_GRID_COLUMNS < 8 && Math.floor(c / MOTION_GRID_COLUMNS) <= 4;
const TOP_LEFT_CELLS = Array.from({ length: MOTION_CELLS }, (_, c) => c).filter(inTopLeft);

/** A bright 6 × 6 box moving in the top left quarter from 20 s to 35 s, over light noise. */
const boxScene = (value = 200, noise = 3): Scene => {
  const box = bouncingBox({ x0: 0, x1: 32, y0: 0, y1: 18 }, 6, value, 12);
  return { base: 90, noise, box: (t) => (t >= 20 && t < 35 ? box(t) : null) };
};

describe('the motion detector', () => {
  it('emits one 18-byte bitmap per second that had frames', () => {
    const seconds = run({ base: 90, noise: 2 }, 10);
    expect(relative(seconds)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const s of seconds) expect(s.bitmap).toHaveLength(18);
  });

  it('finds a box moving in one quarter from 20 s to 35 s, within a second, in that quarter only', () => {
    const seconds = moved(run(boxScene(), 60));
    const times = relative(seconds);
    expect(times[0]).toBeGreaterThanOrEqual(19);
    expect(times[0]).toBeLessThanOrEqual(21);
    expect(times.at(-1)).toBeGreaterThanOrEqual(33);
    expect(times.at(-1)).toBeLessThanOrEqual(35);
    // Every second in between has motion, and nothing else does.
    expect(times.length).toBeGreaterThanOrEqual(13);
    for (const s of seconds) {
      expect(cellsOf(s.bitmap).filter((c) => !inTopLeft(c))).toEqual([]);
      expect(s.level).toBeGreaterThan(0);
    }
  });

  it('finds nothing in light noise over the whole picture', () => {
    expect(moved(run({ base: 120, noise: 10 }, 60))).toEqual([]);
    expect(moved(run({ base: 120, noise: 10 }, 60, { sensitivity: 10 }))).toEqual([]);
  });

  it('finds nothing when the whole picture brightens (exposure, a cloud)', () => {
    const light = (t: number) => (t < 20 ? 0 : t < 22 ? (t - 20) * 20 : 40);
    expect(moved(run({ base: 90, noise: 3, light }, 40))).toEqual([]);
  });

  it('finds nothing of a box in masked cells', () => {
    expect(moved(run(boxScene(), 60, { mask: TOP_LEFT_CELLS }))).toEqual([]);
    // Masking another quarter leaves the box found.
    const other = Array.from({ length: MOTION_CELLS }, (_, c) => c).filter((c) => !inTopLeft(c));
    expect(moved(run(boxScene(), 60, { mask: other })).length).toBeGreaterThanOrEqual(13);
  });

  it('finds a faint box at a high sensitivity and not at a low one', () => {
    const faint = boxScene(104, 2);
    expect(moved(run(faint, 60, { sensitivity: 10 })).length).toBeGreaterThanOrEqual(10);
    expect(moved(run(faint, 60, { sensitivity: 1 }))).toEqual([]);
  });

  it('takes new settings from the next frame', () => {
    const detector = createMotionDetector();
    const random = seeded(1);
    const scene = boxScene();
    const found: MotionSecond[] = [];
    for (let i = 0; i < 60 * FPS; i++) {
      if (i === 25 * FPS) detector.configure({ mask: TOP_LEFT_CELLS });
      found.push(...detector.push(frameAt(scene, i / FPS, random), START + i * 200));
    }
    const times = relative(moved(found));
    expect(times.length).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThan(25);
  });

  it('ends motion within 2 s of the box stopping, and of the box going away', () => {
    const moving = bouncingBox({ x0: 0, x1: 32, y0: 0, y1: 18 }, 6, 200, 12);
    const stops: Scene = { base: 90, noise: 3, box: (t) => (t < 20 ? null : moving(Math.min(t, 30))) };
    const times = relative(moved(run(stops, 60)));
    expect(times[0]).toBeGreaterThanOrEqual(19);
    expect(Math.max(...times)).toBeLessThanOrEqual(32);
    // A box that leaves after going back and forth over the same cells for 15 s leaves no trace.
    const leaves = relative(moved(run(boxScene(200, 6), 60)));
    expect(Math.max(...leaves)).toBeLessThanOrEqual(36);
  });

  it('refuses a frame of the wrong size', () => {
    expect(() => createMotionDetector().push(new Uint8Array(FRAME_BYTES - 1), START)).toThrow(RangeError);
  });
});
