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

/**
 * The strip and its cells in a picture of the given size: cells `width / TIME_CODE_BITS`
 * wide (8 px at 160x90), 8 px high per 88 px of height, on a black strip across the
 * middle. The strip's top and height are multiples of 8, so each cell fills whole
 * transform blocks of H.264: at 160x90 it is y 40–47, cheap to encode (flat blocks)
 * and well clear of the title (top) and the clock text (bottom).
 */
export function timeCodeLayout(width: number, height: number): { strip: CellBox; cells: CellBox[] } {
  const w = Math.floor(width / TIME_CODE_BITS);
  const h = Math.max(8, Math.floor(height / 88) * 8);
  const y = Math.floor((height - h) / 16) * 8;
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
 * (pts from 0, as the drawtext clock), rounded so frame k at 1 fps shows second
 * startSec + k whatever t's floating point error. The demo intervals start on
 * whole seconds (plan.ts); a fraction of startSec is dropped. Needs no font.
 * The commas inside the enable expressions are escaped (`\,`) and the
 * expressions quoted, so the chain can go straight into a lavfi graph.
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

/** The code a picture shows at a Unix second: the second modulo 2^TIME_CODE_BITS. */
export function timeCodeOf(unixSeconds: number): number {
  const m = 2 ** TIME_CODE_BITS;
  return ((Math.floor(unixSeconds) % m) + m) % m;
}

/**
 * The number in the cells from one luma sample (0–255) per cell, in `timeCodeCells`
 * order; a cell is 1 when at least the middle grey (128).
 */
export function decodeTimeCode(lumas: readonly number[]): number {
  if (lumas.length !== TIME_CODE_BITS)
    throw new Error(`a time code has ${TIME_CODE_BITS} cells, not ${lumas.length} luma samples`);
  return lumas.reduce((n, luma) => n * 2 + (luma >= 128 ? 1 : 0), 0);
}

/** Whether a decoded code shows the given Unix second (both modulo 2^TIME_CODE_BITS). */
export function sameSecond(decoded: number, unixSeconds: number): boolean {
  return timeCodeOf(decoded) === timeCodeOf(unixSeconds);
}
