import {
  MOTION_BITMAP_BYTES,
  MOTION_CELLS,
  MOTION_GRID_COLUMNS,
  MOTION_SENSITIVITY_DEFAULT,
  MOTION_SENSITIVITY_MAX,
  MOTION_SENSITIVITY_MIN,
} from '../../../contract/motion-grid';

/**
 * Motion detection on small grey pictures (docs/motion.md#how-it-works). The recorder's ffmpeg
 * hands over 64 × 36 grey frames a few times a second; each 4 × 4-pixel cell of the 16 × 9 grid is
 * compared with a slowly adapting background, against the cell's own noise floor. Pure: no clock,
 * no I/O; the caller gives each frame its wall-clock time.
 */

export const FRAME_WIDTH = 64;
export const FRAME_HEIGHT = 36;
export const FRAME_BYTES = FRAME_WIDTH * FRAME_HEIGHT;
/** Frames a second the recorder's ffmpeg hands over. */
export const MOTION_FPS = 5;
const CELL = FRAME_WIDTH / MOTION_GRID_COLUMNS;

/** What was seen in one wall-clock second. */
export interface MotionSecond {
  /** Unix time of the second, in seconds. */
  second: number;
  /** 18 bytes: bit i % 8 of byte ⌊i / 8⌋ is set when cell i moved in that second. */
  bitmap: Uint8Array;
  /** 0–100: the share of the watched cells that moved in the busiest frame of the second (0: none moved). */
  level: number;
}

export interface DetectorSettings {
  /** 1: only large, clear changes; 10: small ones too. */
  sensitivity: number;
  /** Cells left out: never reported, never counted. */
  mask: readonly number[];
}

/** How far a cell's difference must rise above its noise floor, by sensitivity 1–10. */
export function thresholdsOf(sensitivity: number): { factor: number; minDelta: number } {
  const s = Math.min(MOTION_SENSITIVITY_MAX, Math.max(MOTION_SENSITIVITY_MIN, Math.round(sensitivity)));
  const dull = MOTION_SENSITIVITY_MAX - s; // 0 (most sensitive) to 9
  return { factor: 2.5 + dull * 0.25, minDelta: 3 + dull * 2.5 };
}

/** Frames before anything is reported: the background and the noise floors settle. */
const WARM_UP_FRAMES = 5;
/** How fast the background follows a still cell, and a moving one (a parked car joins it in about a minute). */
const BACKGROUND_RATE = 0.05;
const BACKGROUND_RATE_MOVING = 0.004;
/** How fast a still cell's noise floor follows its differences. */
const NOISE_RATE = 0.05;
/**
 * A cell that differs from the background but has not changed from frame to frame for this many
 * frames (a second) is something that stopped, or the place something left: it joins the background
 * at once, so motion ends when the movement does (no ghost of the background's slow adaptation).
 */
const STILL_FRAMES = 5;
/** A cell counts in a second when it moved in this share of the second's frames (at least one frame). */
const SECOND_SHARE = 0.3;

export interface MotionDetector {
  /** One frame (FRAME_BYTES grey pixels, row by row) taken at `timeMs`; returns the seconds it completed. */
  push(frame: Uint8Array, timeMs: number): MotionSecond[];
  /** The second in progress, if any frame fell in it (at the end of a run). */
  flush(): MotionSecond[];
  /** The second in progress as its frames so far make it, left open (null before any frame). */
  peek(): MotionSecond | null;
  /** New settings, from the next frame on. */
  configure(settings: Partial<DetectorSettings>): void;
}

export function createMotionDetector(initial: Partial<DetectorSettings> = {}): MotionDetector {
  let { factor, minDelta } = thresholdsOf(initial.sensitivity ?? MOTION_SENSITIVITY_DEFAULT);
  let masked = maskOf(initial.mask ?? []);
  let watched = MOTION_CELLS - masked.reduce((n, m) => n + m, 0);

  const background = new Float32Array(FRAME_BYTES);
  const noise = new Float32Array(MOTION_CELLS);
  const moving = new Uint8Array(MOTION_CELLS);
  const signed = new Float32Array(MOTION_CELLS);
  const diff = new Float32Array(MOTION_CELLS);
  /** Each cell's mean change from the previous frame, and for how many frames it has stayed still. */
  const change = new Float32Array(MOTION_CELLS);
  const stillFor = new Uint16Array(MOTION_CELLS);
  const previous = new Uint8Array(FRAME_BYTES);
  let frames = 0;

  // The second being gathered.
  let second: number | null = null;
  let framesInSecond = 0;
  const hits = new Uint16Array(MOTION_CELLS);
  let busiest = 0;

  /** The second being gathered as its frames so far make it. */
  const gathered = (): MotionSecond | null => {
    if (second === null || framesInSecond === 0) return null;
    const need = Math.max(1, Math.round(framesInSecond * SECOND_SHARE));
    const bitmap = new Uint8Array(MOTION_BITMAP_BYTES);
    for (let c = 0; c < MOTION_CELLS; c++) if (hits[c]! >= need) bitmap[c >> 3]! |= 1 << (c & 7);
    const any = bitmap.some((b) => b !== 0);
    return { second, bitmap, level: any ? Math.max(1, Math.round(busiest * 100)) : 0 };
  };

  const close = (): MotionSecond[] => {
    const out = gathered();
    if (!out) return [];
    hits.fill(0);
    framesInSecond = 0;
    busiest = 0;
    return [out];
  };

  /** Each cell's mean difference from the background, less the picture's overall shift (exposure, clouds). */
  const measure = (frame: Uint8Array) => {
    for (let c = 0; c < MOTION_CELLS; c++) {
      const x0 = (c % MOTION_GRID_COLUMNS) * CELL;
      const y0 = Math.floor(c / MOTION_GRID_COLUMNS) * CELL;
      let sum = 0;
      for (let y = y0; y < y0 + CELL; y++) {
        for (let x = x0, p = y * FRAME_WIDTH + x0; x < x0 + CELL; x++, p++) sum += frame[p]! - background[p]!;
      }
      signed[c] = sum / (CELL * CELL);
    }
    const shift = median(signed);
    for (let c = 0; c < MOTION_CELLS; c++) {
      const x0 = (c % MOTION_GRID_COLUMNS) * CELL;
      const y0 = Math.floor(c / MOTION_GRID_COLUMNS) * CELL;
      let sum = 0;
      let moved = 0;
      for (let y = y0; y < y0 + CELL; y++) {
        for (let x = x0, p = y * FRAME_WIDTH + x0; x < x0 + CELL; x++, p++) {
          sum += Math.abs(frame[p]! - background[p]! - shift);
          moved += Math.abs(frame[p]! - previous[p]!);
        }
      }
      diff[c] = sum / (CELL * CELL);
      change[c] = moved / (CELL * CELL);
    }
  };

  const learn = (frame: Uint8Array) => {
    for (let c = 0; c < MOTION_CELLS; c++) {
      const absorb = moving[c] && stillFor[c]! >= STILL_FRAMES;
      const rate = absorb ? 1 : moving[c] ? BACKGROUND_RATE_MOVING : BACKGROUND_RATE;
      if (absorb) stillFor[c] = 0;
      const x0 = (c % MOTION_GRID_COLUMNS) * CELL;
      const y0 = Math.floor(c / MOTION_GRID_COLUMNS) * CELL;
      for (let y = y0; y < y0 + CELL; y++) {
        for (let x = x0, p = y * FRAME_WIDTH + x0; x < x0 + CELL; x++, p++) {
          background[p]! += rate * (frame[p]! - background[p]!);
        }
      }
      if (!moving[c]) noise[c]! += (frames <= WARM_UP_FRAMES ? 0.5 : NOISE_RATE) * (diff[c]! - noise[c]!);
    }
  };

  return {
    push(frame, timeMs) {
      if (frame.length !== FRAME_BYTES) throw new RangeError(`a frame is ${FRAME_BYTES} bytes, not ${frame.length}`);
      const at = Math.floor(timeMs / 1000);
      const done = second !== null && at !== second ? close() : [];
      second = at;
      frames++;
      if (frames === 1) {
        background.set(frame);
        previous.set(frame);
        return done;
      }
      measure(frame);
      let count = 0;
      for (let c = 0; c < MOTION_CELLS; c++) {
        const moved = !masked[c] && frames > WARM_UP_FRAMES && diff[c]! > noise[c]! * factor + minDelta;
        moving[c] = moved ? 1 : 0;
        // Still: no more change from the last frame than the cell's noise allows.
        stillFor[c] = moved && change[c]! <= noise[c]! * 2 + minDelta / 2 ? stillFor[c]! + 1 : 0;
        if (moved) {
          hits[c]!++;
          count++;
        }
      }
      learn(frame);
      previous.set(frame);
      framesInSecond++;
      if (watched > 0) busiest = Math.max(busiest, count / watched);
      return done;
    },
    flush: close,
    peek: gathered,
    configure(settings) {
      if (settings.sensitivity !== undefined) ({ factor, minDelta } = thresholdsOf(settings.sensitivity));
      if (settings.mask !== undefined) {
        masked = maskOf(settings.mask);
        watched = MOTION_CELLS - masked.reduce((n, m) => n + m, 0);
      }
    },
  };
}

function maskOf(cells: readonly number[]): Uint8Array {
  const mask = new Uint8Array(MOTION_CELLS);
  for (const c of cells) if (Number.isInteger(c) && c >= 0 && c < MOTION_CELLS) mask[c] = 1;
  return mask;
}

function median(values: Float32Array): number {
  const sorted = Float32Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
