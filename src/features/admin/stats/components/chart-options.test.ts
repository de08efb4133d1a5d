import { theme, type GlobalToken } from 'antd';
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { CHARTS } from '../logic/charts';
import { chartOptions } from './chart-options';

const token = theme.getDesignToken() as GlobalToken;

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
    const u = {} as uPlot;
    const [time, first] = options.series;
    expect(time?.label).toBe('Время');
    expect((time?.value as (u: uPlot, v: number | null) => string)(u, 1_700_000_000)).toBe('moment 1700000000000');
    expect((time?.value as (u: uPlot, v: number | null) => string)(u, null)).toBe('–');
    expect(first?.label).toBe(`figure ${spec.lines[0]!.figure}`);
    const ticks = options.axes?.[0]?.values as (u: uPlot, splits: number[]) => string[];
    expect(ticks(u, [60, 120])).toEqual(['tick 60000 60000', 'tick 120000 60000']);
    expect(ticks(u, [60])).toEqual(['tick 60000 Infinity']);
  });
});
