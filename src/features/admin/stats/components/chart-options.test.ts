import { theme, type GlobalToken } from 'antd';
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { CHARTS } from '../logic/charts';
import { chartOptions } from './chart-options';

const token = theme.getDesignToken() as GlobalToken;

type LegendValue = (u: uPlot, v: number | null, sidx: number, idx: number | null) => string;
const legend = (series: uPlot.Series | undefined) => series?.value as LegendValue;

describe("a chart's options", () => {
  it('names the time and writes its ticks and the legend’s moment with the given formatters, not uPlot’s English', () => {
    const spec = CHARTS[0]!;
    const options = chartOptions(
      spec,
      token,
      (figure) => `figure ${figure}`,
      (value) => `${value} units`,
      { label: 'Время', tick: (ms, step) => `tick ${ms} ${step}`, moment: (ms) => `moment ${ms}` },
    );
    const u = { data: [[1_699_999_990, 1_700_000_000]] } as unknown as uPlot;
    const [time, first] = options.series;
    expect(time?.label).toBe('Время');
    expect(legend(time)(u, 1_700_000_000, 0, 1)).toBe('moment 1700000000000');
    expect(first?.label).toBe(`figure ${spec.lines[0]!.figure}`);
    const ticks = options.axes?.[0]?.values as (u: uPlot, splits: number[]) => string[];
    expect(ticks(u, [60, 120])).toEqual(['tick 60000 60000', 'tick 120000 60000']);
    expect(ticks(u, [60])).toEqual(['tick 60000 Infinity']);
  });

  it('shows the newest values in the legend while the cursor is off the chart, and "–" for a gap under it', () => {
    const spec = CHARTS[0]!;
    const options = chartOptions(spec, token, String, (value) => `${value} %`, {
      label: 'Time',
      tick: String,
      moment: (ms) => `moment ${ms}`,
    });
    const u = {
      data: [
        [10, 20, 30],
        [5, 7, null],
      ],
    } as unknown as uPlot;
    const [time, first] = options.series;
    // No cursor on the chart (uPlot asks with no index): the newest time and the newest figure.
    expect(legend(time)(u, null, 0, null)).toBe('moment 30000');
    expect(legend(first)(u, null, 1, null)).toBe('7 %');
    // Under the cursor: that moment's value, a gap as "–".
    expect(legend(first)(u, 5, 1, 0)).toBe('5 %');
    expect(legend(first)(u, null, 1, 2)).toBe('–');
    // A chart with no figures at all.
    expect(legend(first)({ data: [[], []] } as unknown as uPlot, null, 1, null)).toBe('–');
  });
});
