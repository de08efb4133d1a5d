/**
 * A machine-readable clock on the demo archive's picture: a black strip across
 * the middle with one cell per bit of the Unix second (modulo 2^TIME_CODE_BITS),
 * white for 1, most significant bit first. End-to-end tests read it from the
 * played frame to prove the picture on screen is the one recorded at the time
 * the player says. Pure: layout, the ffmpeg filters that draw it, the decoder.
 */
export const TIME_CODE_BITS = 20;

export interface CellBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The strip and its cells in a picture of the given size. */
export function timeCodeLayout(width: number, height: number): { strip: CellBox; cells: CellBox[] } {
  const w = Math.floor(width / TIME_CODE_BITS);
  const h = Math.max(6, Math.round(height / 9));
  const y = Math.round(height * 0.45);
  const cells = Array.from({ length: TIME_CODE_BITS }, (_, i) => ({ x: i * w, y, w, h }));
  return { strip: { x: 0, y, w: width, h }, cells };
}

/** The centre of each cell (most significant bit first), for a reader sampling the frame. */
export function timeCodeCells(width: number, height: number): { x: number; y: number }[] {
  return timeCodeLayout(width, height).cells.map((c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 }));
}

/**
 * drawbox filters (comma-joined) drawing the strip and, on every frame, the
 * cells of floor(startSec + t): t is the frame's time from the interval's start
 * (pts from 0), rounded so frame k at 1 fps shows second startSec + k.
 */
export function timeCodeFilters(startSec: number, width: number, height: number): string {
  const { strip, cells } = timeCodeLayout(width, height);
  const box = (b: CellBox, color: string) => `drawbox=x=${b.x}:y=${b.y}:w=${b.w}:h=${b.h}:color=${color}:t=fill`;
  const second = `floor(t+0.5+${Math.floor(startSec)})`;
  const bits = cells.map((cell, i) => {
    const bit = TIME_CODE_BITS - 1 - i;
    return `${box(cell, 'white')}:enable='gte(mod(${second}\\,${2 ** (bit + 1)})\\,${2 ** bit})'`;
  });
  return [box(strip, 'black'), ...bits].join(',');
}

/** The number in the cells from one luma sample (0–255) per cell, in `timeCodeCells` order. */
export function decodeTimeCode(lumas: readonly number[]): number {
  return lumas.reduce((n, luma) => n * 2 + (luma >= 128 ? 1 : 0), 0);
}

/** Whether a decoded code shows the given Unix second. */
export function sameSecond(decoded: number, unixSeconds: number): boolean {
  return decoded === Math.floor(unixSeconds) % 2 ** TIME_CODE_BITS;
}
