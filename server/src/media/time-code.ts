/**
 * A machine-readable clock on the demo pictures: a black strip across the middle
 * with one cell per bit of a number (modulo 2^TIME_CODE_BITS), white for 1, most
 * significant bit first. The demo archive's picture shows the Unix second; the live
 * demo picture shows the wall clock in hundredths of a second, read when the frame
 * is drawn (a camera's capture time), so a reader can tell how far the picture on
 * screen is behind the wall clock. End-to-end tests read the archive's second from
 * the played frame; `bench:player` reads live latency. Pure: layout, the ffmpeg
 * filters that draw it, the decoder.
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
 * wide (16 px at the archive's 320x180), 8 px high per 88 px of height, on a black strip
 * across the middle. The strip's top and height are multiples of 8, so each cell fills
 * whole transform blocks of H.264: at 320x180 it is y 80–95, cheap to encode (flat
 * blocks) and well clear of the title (top) and the clock text (bottom).
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

const box = (b: CellBox, color: string) => `drawbox=x=${b.x}:y=${b.y}:w=${b.w}:h=${b.h}:color=${color}:t=fill`;

/** The strip's drawbox filter alone: a picture drawn once may carry it (timeCodeFilters without it). */
export function timeCodeStrip(width: number, height: number): string {
  return box(timeCodeLayout(width, height).strip, 'black');
}

/**
 * drawbox filters (comma-joined): the strip (unless left out) and one cell per bit of `value`, an
 * ffmpeg expression of the frame (whole numbers). The commas inside the enable expressions are
 * escaped (`\,`) and the expressions quoted, so the chain can go straight into a lavfi graph.
 */
function codeFilters(value: string, width: number, height: number, strip = true): string {
  const bits = timeCodeLayout(width, height).cells.map((cell, i) => {
    const bit = TIME_CODE_BITS - 1 - i;
    return `${box(cell, 'white')}:enable='gte(mod(${value}\\,${2 ** (bit + 1)})\\,${2 ** bit})'`;
  });
  return [...(strip ? [timeCodeStrip(width, height)] : []), ...bits].join(',');
}

/**
 * The archive's time code: on every frame, the cells of floor(startSec + t): t is the
 * frame's time from the stretch's start (pts from 0, as the drawtext clock), rounded so
 * frame k at 1 fps shows second startSec + k whatever t's floating point error (the archive
 * is drawn once a second, then repeated to its frame rate: backfill.ts). The demo stretches
 * start on whole seconds (plan.ts); a fraction of startSec is dropped. Needs no font.
 * `strip` false leaves the black strip out, for a picture that has it already (timeCodeStrip).
 */
export function timeCodeFilters(startSec: number, width: number, height: number, strip = true): string {
  return codeFilters(`floor(t+0.5+${Math.floor(startSec)})`, width, height, strip);
}

/** The live clock counts hundredths of a second: 2^20 of them are about 2.9 hours. */
export const LIVE_CLOCK_UNIT_MS = 10;

/**
 * The live picture's clock, for a `-re` lavfi graph at `fps`: each frame's time is set to
 * the wall clock as the filter sees it (`RTCTIME`, µs), the cells show that time in
 * hundredths of a second, and the frame's time is put back to frame count / fps in 1/fps
 * units, as the test source gave it, so the encoder and the segments see the same timing
 * as without the clock. `onWallClock`: filters drawn while the frames' `t` is the wall clock in
 * seconds (the demo scene's moving object).
 */
export function liveClockFilters(width: number, height: number, fps: number, onWallClock: string[] = []): string {
  const toHundredths = 1000 / LIVE_CLOCK_UNIT_MS;
  return [
    'settb=1/1000000,setpts=RTCTIME',
    ...onWallClock,
    codeFilters(`floor(t*${toHundredths})`, width, height),
    `setpts=N/(${fps}*TB),settb=1/${fps}`,
  ].join(',');
}

/** The code the live clock shows at a wall-clock moment (ms). */
export function liveClockOf(ms: number): number {
  const m = 2 ** TIME_CODE_BITS;
  return ((Math.floor(ms / LIVE_CLOCK_UNIT_MS) % m) + m) % m;
}

/**
 * How far (ms) a live picture showing `code` is behind the wall clock at `nowMs`: the
 * difference modulo the clock's cycle (about 2.9 hours), so a picture shows a moment at
 * most that long ago; a picture a little ahead (the clocks of two machines) is negative,
 * down to -1/8 of the cycle.
 */
export function liveLatencyMs(code: number, nowMs: number): number {
  const m = 2 ** TIME_CODE_BITS;
  const behind = (((liveClockOf(nowMs) - code) % m) + m) % m;
  const units = behind > m - m / 8 ? behind - m : behind;
  return units * LIVE_CLOCK_UNIT_MS;
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

/**
 * Whether every cell's luma is clearly black or white (below 64 or above 192): a frame
 * read whole, not one in transition, scaled into blur or showing another picture.
 */
export function clearTimeCode(lumas: readonly number[]): boolean {
  return lumas.every((luma) => luma < 64 || luma > 192);
}

/** Whether a decoded code shows the given Unix second (both modulo 2^TIME_CODE_BITS). */
export function sameSecond(decoded: number, unixSeconds: number): boolean {
  return timeCodeOf(decoded) === timeCodeOf(unixSeconds);
}
