import type { GlobalToken } from 'antd';
import type uPlot from 'uplot';
import type { ChartSpec, Tone } from '../logic/charts';

/** The theme colour of each tone, so both themes draw the charts in their own palette. */
export function toneColors(token: GlobalToken): Record<Tone, string> {
  return {
    primary: token.colorPrimary,
    success: token.colorSuccess,
    warning: token.colorWarning,
    error: token.colorError,
    info: token.purple,
    muted: token.colorTextTertiary,
  };
}

/** The time axis and the legend's moment in the user's language (uPlot's own are English). */
export interface ChartTime {
  /** The legend's name of the time column. */
  label: string;
  /** A tick of the time axis (Unix ms), `stepMs` apart from the next. */
  tick: (ms: number, stepMs: number) => string;
  /** The moment under the cursor, in the legend (Unix ms). */
  moment: (ms: number) => string;
}

/** The time between a tick and its neighbour, in ms (uPlot's splits are in seconds). */
function tickStep(splits: number[], i: number): number {
  const next = splits[i + 1] ?? splits[i - 1];
  return next === undefined ? Infinity : Math.abs(next - (splits[i] ?? 0)) * 1000;
}

/** The newest value a series has (null: none), for the legend while the cursor is off the chart. */
export function newestValue(values: ArrayLike<number | null | undefined> | undefined): number | null {
  for (let i = (values?.length ?? 0) - 1; i >= 0; i -= 1) {
    const value = values?.[i];
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

/**
 * A legend value: the one under the cursor, or the newest while the cursor is off the chart
 * (`idx` null), so the legend never reads "–" for a chart that has figures.
 */
function legendValue(write: (v: number) => string) {
  return (u: uPlot, v: number | null, sidx: number, idx: number | null) => {
    const shown = idx === null || idx === undefined ? newestValue(u.data[sidx]) : v;
    return shown === null ? '–' : write(shown);
  };
}

/** uPlot's options for a chart: lines in the theme's colours, axes in its text and border colours. */
export function chartOptions(
  spec: ChartSpec,
  token: GlobalToken,
  label: (figure: string) => string,
  format: (value: number) => string,
  time: ChartTime,
): Omit<uPlot.Options, 'width' | 'height'> {
  const colors = toneColors(token);
  const axis: uPlot.Axis = {
    stroke: token.colorTextSecondary,
    grid: { stroke: token.colorBorderSecondary, width: 1 },
    ticks: { stroke: token.colorBorderSecondary, width: 1 },
    font: `11px ${token.fontFamily}`,
  };
  return {
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false } },
    scales: { y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    series: [
      { label: time.label, value: legendValue((v) => time.moment(v * 1000)) },
      ...spec.lines.map(({ figure, tone }) => ({
        label: label(figure),
        stroke: colors[tone],
        width: 1.5,
        spanGaps: false,
        value: legendValue(format),
      })),
    ],
    axes: [
      { ...axis, values: (_u, splits) => splits.map((s, i) => time.tick(s * 1000, tickStep(splits, i))) },
      { ...axis, size: 70, values: (_u, splits) => splits.map((v) => format(v)) },
    ],
  };
}
