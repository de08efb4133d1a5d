import dayjs from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/logic/date-format';
import { TICK_MS, TOOLTIP_OFFSET_PX } from '../logic/constants';
import { annotationsAt, labelTicks } from '../logic/geometry';
import { intervalAt } from '../logic/intervals';
import type { Interval, TimelineAnnotation, TimeWindow } from '../logic/types';
import { drawTimeline, type TimelineModel } from './draw-timeline';
import { useElementWidth } from './use-element-width';
import { useTimelinePalette } from './use-timeline-palette';
import { useTimelinePointer } from './use-timeline-pointer';

export interface TimelineProps {
  window: TimeWindow;
  intervals: readonly Interval[];
  annotations: readonly TimelineAnnotation[];
  /** The thumb; null: none. */
  playingTime: number | null;
  /** A click (not a drag) at that moment. */
  onPick(time: number): void;
  /** A drag or the wheel moved or zoomed the window (already within the limits). */
  onWindowChange(window: TimeWindow): void;
  onWidthChange?(widthPx: number): void;
  /** Default Date.now; stories freeze it. */
  getNow?: () => number;
  /** The accessible name. */
  label: string;
  height?: number;
}

const TICK_FORMATS = { seconds: 'HH:mm:ss', minutes: 'HH:mm', day: 'D MMM' } as const;
/** Benchmarks switch on the timing of each frame (see bench/player.ts); nothing is recorded otherwise. */
const measuring = () => {
  try {
    return window.localStorage.getItem('vigil:bench') === '1';
  } catch {
    return false;
  }
};

/** SPEC §2 archive timeline, drawn on a canvas at the 20 ms tick from the latest props. */
export function Timeline(props: TimelineProps) {
  const { t, i18n } = useTranslation('timeline');
  const { window: w, height = 60, getNow = Date.now } = props;
  const box = useRef<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const width = useElementWidth(box);
  const palette = useTimelinePalette();
  const language = i18n.language;

  const { ticks, labels } = useMemo(() => {
    const made = labelTicks(w, width, -new Date((w.start + w.end) / 2).getTimezoneOffset());
    return {
      ticks: made,
      labels: made.map((tick) => dayjs(tick.time).locale(language).format(TICK_FORMATS[tick.format])),
    };
  }, [w, width, language]);

  const latest = useRef({ ...props, window: w, width, getNow, ticks, labels, palette, height });
  latest.current = { ...props, window: w, width, getNow, ticks, labels, palette, height };
  const hover = useTimelinePointer({ canvas, latest });

  const { onWidthChange } = props;
  useEffect(() => onWidthChange?.(width), [onWidthChange, width]);

  useEffect(() => {
    const node = canvas.current;
    const ctx = node?.getContext('2d') ?? null;
    if (!node || !ctx) return undefined;
    const bench = measuring();
    const model: TimelineModel = {
      window: w,
      width: 0,
      height: 0,
      intervals: [],
      annotations: [],
      ticks: [],
      labels: [],
      playingTime: null,
      now: 0,
    };
    const frame = () => {
      const l = latest.current;
      const ratio = window.devicePixelRatio || 1;
      if (node.width !== Math.round(l.width * ratio) || node.height !== Math.round(l.height * ratio)) {
        node.width = Math.round(l.width * ratio);
        node.height = Math.round(l.height * ratio);
      }
      const start = bench ? performance.now() : 0;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      model.window = l.window;
      model.width = l.width;
      model.height = l.height;
      model.intervals = l.intervals;
      model.annotations = l.annotations;
      model.ticks = l.ticks;
      model.labels = l.labels;
      model.playingTime = l.playingTime;
      model.now = l.getNow();
      drawTimeline(ctx, model, l.palette);
      if (bench) performance.measure('timeline-draw', { start, end: performance.now() });
    };
    frame();
    const timer = window.setInterval(frame, TICK_MS);
    return () => window.clearInterval(timer);
    // The loop reads everything from `latest`; it starts once per canvas.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tooltip = useMemo(() => {
    if (!hover) return null;
    const interval = intervalAt(props.intervals, hover.time);
    const slack = ((w.end - w.start) / Math.max(1, width)) * 3;
    const marks = annotationsAt(props.annotations, hover.time, slack);
    const kind = interval ? t(`interval.${interval.type}`) : hover.time > getNow() ? t('future') : null;
    return { ...hover, lines: [formatMoment(hover.time, language), kind, ...marks.map((m) => m.title)] };
  }, [hover, props.intervals, props.annotations, w, width, t, language, getNow]);

  const summary = t('summary', {
    start: formatMoment(w.start, language),
    end: formatMoment(w.end, language),
  });

  return (
    <div ref={box} role="group" aria-label={props.label} style={{ position: 'relative', width: '100%', height }}>
      <canvas
        ref={canvas}
        data-start={Math.round(w.start)}
        data-end={Math.round(w.end)}
        style={{ width: '100%', height, display: 'block', cursor: 'pointer', touchAction: 'none' }}
      />
      <span style={HIDDEN}>{summary}</span>
      {tooltip && (
        <div
          role="tooltip"
          className="ant-tooltip-inner"
          style={{
            position: 'absolute',
            left: Math.min(tooltip.x + TOOLTIP_OFFSET_PX, Math.max(0, width - 200)),
            top: tooltip.y + TOOLTIP_OFFSET_PX,
            pointerEvents: 'none',
            zIndex: 10,
            whiteSpace: 'nowrap',
            minHeight: 0,
            padding: '4px 8px',
            fontSize: 12,
          }}
        >
          {tooltip.lines.filter(Boolean).map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </div>
      )}
    </div>
  );
}

/** Read by screen readers, not shown. */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
