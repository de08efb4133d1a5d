import { describe, expect, it } from 'vitest';
import { clockPieces, progressSeconds, watermarkFilter } from './watermark';

const T = Date.parse('2026-11-20T21:00:00.000Z');

describe('watermark', () => {
  it('starts each piece of a clip where the recorded lengths before it end', () => {
    const parts = [
      [
        { start_ms: T, duration_ms: 1000 },
        { start_ms: T + 1000, duration_ms: 1500 },
      ],
      [{ start_ms: T + 60_000, duration_ms: 2000 }],
    ];
    expect(clockPieces(parts)).toEqual([
      { clipStartSec: 0, wallStartMs: T },
      { clipStartSec: 2.5, wallStartMs: T + 60_000 },
    ]);
  });

  it('draws the text as typed and one UTC clock per piece, each while its piece plays', () => {
    const graph = watermarkFilter('/fonts/Dejavu Sans.ttf', "op · Case 'A': 50%{pts}, [x]", [
      { clipStartSec: 0, wallStartMs: T },
      { clipStartSec: 2.5, wallStartMs: T + 60_000 },
    ]);
    const filters = graph.split(/(?<!\\),/);
    expect(filters).toHaveLength(3);
    // The case name can neither end the filter nor expand into anything.
    expect(filters[0]).toContain('expansion=none');
    expect(filters[0]).toContain("text=op · Case \\\\\\'A\\\\\\'\\\\: 50%{pts}\\, \\[x\\]:");
    // The picture's time: the piece's recorded start less where it starts in the clip, plus its pts.
    expect(filters[1]).toContain(`%{pts\\\\:gmtime\\\\:${T / 1000}\\\\:%Y-%m-%d %H`);
    expect(filters[1]).toContain('enable=lt(t\\,2.5)');
    expect(filters[2]).toContain(`gmtime\\\\:${T / 1000 + 60 - 2.5}\\\\:`);
    expect(filters[2]).toContain('enable=gte(t\\,2.5)');
    expect(filters[2]).not.toContain('lt(t');
  });

  it('reads the seconds written from the -progress lines, in microseconds', () => {
    expect(progressSeconds('out_time_us=2700098')).toBeCloseTo(2.700098);
    expect(progressSeconds('out_time_ms=1500000')).toBe(1.5);
    expect(progressSeconds('out_time=00:00:02.700098')).toBeNull();
    expect(progressSeconds('progress=end')).toBeNull();
  });
});
