import { FRAME_BYTES, FRAME_HEIGHT, FRAME_WIDTH } from './detector';

/** Synthetic grey pictures for the detector's tests: a flat scene, noise, a box that moves. */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  value: number;
}

export interface Scene {
  /** Grey level of the background. */
  base: number;
  /** Each pixel of each frame gets a uniform noise in [-noise, noise]. */
  noise: number;
  /** The box to draw at a time (in seconds), or null. */
  box?: (t: number) => Box | null;
  /** Added to every pixel at a time (a change of light), or 0. */
  light?: (t: number) => number;
}

/** A small deterministic random source (mulberry32), so every run sees the same noise. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function frameAt(scene: Scene, t: number, random: () => number): Uint8Array {
  const frame = new Uint8Array(FRAME_BYTES);
  const light = scene.light?.(t) ?? 0;
  const box = scene.box?.(t) ?? null;
  for (let y = 0; y < FRAME_HEIGHT; y++) {
    for (let x = 0; x < FRAME_WIDTH; x++) {
      const inBox = box && x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
      const value = (inBox ? box.value : scene.base) + light + (random() * 2 - 1) * scene.noise;
      frame[y * FRAME_WIDTH + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return frame;
}

/** A box bouncing left and right (and a little up and down) inside [x0, x1) × [y0, y1), `speed` pixels a second. */
export function bouncingBox(
  area: { x0: number; x1: number; y0: number; y1: number },
  size: number,
  value: number,
  speed: number,
): (t: number) => Box {
  const bounce = (distance: number, span: number) => {
    const period = 2 * span;
    const d = ((distance % period) + period) % period;
    return d <= span ? d : period - d;
  };
  return (t) => ({
    x: area.x0 + Math.round(bounce(t * speed, area.x1 - area.x0 - size)),
    y: area.y0 + Math.round(bounce(t * speed * 0.3, area.y1 - area.y0 - size)),
    w: size,
    h: size,
    value,
  });
}
