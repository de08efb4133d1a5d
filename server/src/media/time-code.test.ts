import { describe, expect, it } from 'vitest';
import {
  clearTimeCode,
  decodeTimeCode,
  LIVE_CLOCK_UNIT_MS,
  liveClockFilters,
  liveClockOf,
  liveLatencyMs,
  sameSecond,
  TIME_CODE_BITS,
  timeCodeCells,
  timeCodeFilters,
  timeCodeLayout,
  timeCodeOf,
} from './time-code';

/** One luma a cell for a code: 235 for a 1, 16 for a 0 (limited-range white and black). */
const lumasOf = (code: number) =>
  Array.from({ length: TIME_CODE_BITS }, (_, i) => ((code >> (TIME_CODE_BITS - 1 - i)) & 1 ? 235 : 16));

describe('the demo time code', () => {
  it('fits 20 cells of 8x8 across a 160x90 picture, between the title and the clock, on 8-pixel rows', () => {
    const { strip, cells } = timeCodeLayout(160, 90);
    expect(TIME_CODE_BITS).toBe(20);
    expect(cells).toHaveLength(TIME_CODE_BITS);
    expect(strip).toEqual({ x: 0, y: 40, w: 160, h: 8 });
    expect(cells[0]).toEqual({ x: 0, y: 40, w: 8, h: 8 });
    expect(cells.at(-1)).toEqual({ x: 152, y: 40, w: 8, h: 8 });
    const centres = timeCodeCells(160, 90);
    expect(centres[0]).toEqual({ x: 4, y: 44 });
    expect(centres[19]).toEqual({ x: 156, y: 44 });
  });

  it('scales with the picture', () => {
    // The demo archive's 320x180: cells of 16x16 on y 80-95.
    expect(timeCodeLayout(320, 180).strip).toEqual({ x: 0, y: 80, w: 320, h: 16 });
    expect(timeCodeLayout(320, 180).cells[19]).toEqual({ x: 304, y: 80, w: 16, h: 16 });
    const { strip, cells } = timeCodeLayout(1280, 720);
    expect(strip).toEqual({ x: 0, y: 328, w: 1280, h: 64 });
    expect(cells[1]).toEqual({ x: 64, y: 328, w: 64, h: 64 });
    // The same place by proportion as at 160x90.
    expect(timeCodeCells(1280, 720)[3]!.x / 1280).toBe(timeCodeCells(160, 90)[3]!.x / 160);
  });

  it('draws the strip and one conditional cell per bit of the second, commas in expressions escaped', () => {
    const chain = timeCodeFilters(1_795_000_000, 160, 90);
    // The graph parser splits filters at unescaped commas only.
    const filters = chain.split(/(?<!\\),/);
    expect(filters).toHaveLength(TIME_CODE_BITS + 1);
    expect(filters.every((f) => f.startsWith('drawbox='))).toBe(true);
    expect(filters[0]).toBe('drawbox=x=0:y=40:w=160:h=8:color=black:t=fill');
    expect(filters[1]).toBe(
      "drawbox=x=0:y=40:w=8:h=8:color=white:t=fill:enable='gte(mod(floor(t+0.5+1795000000)\\,1048576)\\,524288)'",
    );
    expect(filters[20]).toBe(
      "drawbox=x=152:y=40:w=8:h=8:color=white:t=fill:enable='gte(mod(floor(t+0.5+1795000000)\\,2)\\,1)'",
    );
    // A fraction of the start second is dropped: the frame at t = 0 shows the whole second.
    expect(timeCodeFilters(1_795_000_000.7, 160, 90)).toBe(chain);
  });

  it('decodes the cells most significant bit first, thresholded at the middle grey', () => {
    expect(decodeTimeCode(lumasOf(0))).toBe(0);
    expect(decodeTimeCode(lumasOf(2 ** TIME_CODE_BITS - 1))).toBe(2 ** TIME_CODE_BITS - 1);
    expect(decodeTimeCode(lumasOf(0b1000_0000_0000_0000_0001))).toBe(524_289);
    const lumas = new Array<number>(TIME_CODE_BITS).fill(127);
    lumas[TIME_CODE_BITS - 1] = 128;
    expect(decodeTimeCode(lumas)).toBe(1);
  });

  it('refuses samples that are not one a cell', () => {
    expect(() => decodeTimeCode(lumasOf(5).slice(1))).toThrow(/20 cells, not 19/);
    expect(() => decodeTimeCode([...lumasOf(5), 0])).toThrow(/20 cells, not 21/);
  });

  it('compares a decoded code with a Unix second modulo 2^20', () => {
    const second = 1_795_000_123;
    const code = decodeTimeCode(lumasOf(second % 2 ** TIME_CODE_BITS));
    expect(code).toBe(timeCodeOf(second));
    expect(timeCodeOf(second + 0.9)).toBe(code);
    expect(sameSecond(code, second)).toBe(true);
    expect(sameSecond(code, second + 0.5)).toBe(true);
    expect(sameSecond(code, second + 1)).toBe(false);
    expect(sameSecond(code, second - 1)).toBe(false);
    expect(sameSecond(code, second + 2 ** TIME_CODE_BITS)).toBe(true);
  });

  it('draws the live clock from the wall clock in hundredths, and gives the frames their count back as time', () => {
    const chain = liveClockFilters(640, 360, 15);
    const filters = chain.split(/(?<!\\),/);
    expect(filters.slice(0, 2)).toEqual(['settb=1/1000000', 'setpts=RTCTIME']);
    expect(filters.slice(-2)).toEqual(['setpts=N/(15*TB)', 'settb=1/15']);
    const boxes = filters.slice(2, -2);
    expect(boxes).toHaveLength(TIME_CODE_BITS + 1);
    expect(boxes[0]).toBe('drawbox=x=0:y=160:w=640:h=32:color=black:t=fill');
    expect(boxes[20]).toBe("drawbox=x=608:y=160:w=32:h=32:color=white:t=fill:enable='gte(mod(floor(t*100)\\,2)\\,1)'");
  });

  it('reads how far behind the wall clock a live picture is, across the clock wrapping', () => {
    const cycle = 2 ** TIME_CODE_BITS * LIVE_CLOCK_UNIT_MS;
    const shown = Date.parse('2026-11-25T10:00:00.120Z');
    const code = decodeTimeCode(lumasOf(liveClockOf(shown)));
    expect(code).toBe(liveClockOf(shown + 9));
    expect(liveLatencyMs(code, shown)).toBe(0);
    expect(liveLatencyMs(code, shown + 1_234)).toBe(1_230);
    expect(liveLatencyMs(code, shown + 60_000)).toBe(60_000);
    // A picture just before the clock wraps, read just after.
    const beforeWrap = Math.ceil(shown / cycle) * cycle - 500;
    expect(liveClockOf(beforeWrap + 700)).toBeLessThan(liveClockOf(beforeWrap));
    expect(liveLatencyMs(liveClockOf(beforeWrap), beforeWrap + 700)).toBe(700);
    // A picture slightly ahead of the reader's clock (another machine's) is negative.
    expect(liveLatencyMs(code, shown - 200)).toBe(-200);
  });

  it('tells a clear reading from an unclear one', () => {
    expect(clearTimeCode(lumasOf(12_345))).toBe(true);
    const blurred: number[] = lumasOf(12_345);
    blurred[7] = 130;
    expect(clearTimeCode(blurred)).toBe(false);
  });
});
