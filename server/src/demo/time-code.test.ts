import { describe, expect, it } from 'vitest';
import {
  decodeTimeCode,
  sameSecond,
  TIME_CODE_BITS,
  timeCodeCells,
  timeCodeFilters,
  timeCodeLayout,
} from './time-code';

describe('the demo time code', () => {
  it('fits 20 cells across a 160x90 picture, between the title and the clock', () => {
    const { strip, cells } = timeCodeLayout(160, 90);
    expect(cells).toHaveLength(TIME_CODE_BITS);
    expect(cells.at(-1)!.x + cells.at(-1)!.w).toBeLessThanOrEqual(160);
    expect(strip.y).toBeGreaterThan(20);
    expect(strip.y + strip.h).toBeLessThan(70);
    expect(timeCodeCells(160, 90)[0]).toEqual({ x: 4, y: 46 });
  });

  it('draws the strip and one conditional cell per bit of the second', () => {
    const filters = timeCodeFilters(1_795_000_000.7, 160, 90).split(/,(?=drawbox)/);
    expect(filters).toHaveLength(TIME_CODE_BITS + 1);
    expect(filters[0]).toBe('drawbox=x=0:y=41:w=160:h=10:color=black:t=fill');
    expect(filters[1]).toContain("enable='gte(mod(floor(t+0.5+1795000000)\\,1048576)\\,524288)'");
    expect(filters[20]).toContain('\\,2)\\,1)');
  });

  it('decodes the cells most significant bit first, and compares modulo 2^20', () => {
    const second = 1_795_000_123;
    const code = second % 2 ** TIME_CODE_BITS;
    const lumas = Array.from({ length: TIME_CODE_BITS }, (_, i) => ((code >> (TIME_CODE_BITS - 1 - i)) & 1 ? 235 : 16));
    expect(decodeTimeCode(lumas)).toBe(code);
    expect(sameSecond(decodeTimeCode(lumas), second)).toBe(true);
    expect(sameSecond(decodeTimeCode(lumas), second + 1)).toBe(false);
  });
});
