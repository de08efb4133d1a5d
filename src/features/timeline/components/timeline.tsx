import dayjs from 'dayjs';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment, localOffsetMinutes } from '@/shared/logic/date-format';
import { annotationsAt, labelTicks, TICK_LABEL_FORMATS } from '../logic/geometry';
import { previewMoment } from '../logic/hover-preview';
import { kindAt } from '../logic/intervals';
import type { Interval, TimelineAnnotation, TimelineBookmark, TimeWindow } from '../logic/types';
import { barHeightFor, LAYOUT } from './draw-timeline';
import type { LoopInput } from './use-timeline-loop';
import { useElementWidth } from './use-element-width';
import { useTimelineLoop } from './use-timeline-loop';
import { useTimelinePalette } from './use-timeline-palette';
import { useTimelinePointer, type PointerLatest } from './use-timeline-pointer';
import { TimelineTooltip } from './timeline-tooltip';
import { useHoverPreview } from './use-hover-preview';

export interface TimelineProps {
  window: TimeWindow;
  intervals: readonly Interval[];
  annotations: readonly TimelineAnnotation[];
  /** Bookmarks of the window, drawn as flags; their names show in the tooltip. */
  bookmarks?: readonly TimelineBookmark[];
  /** Moments with motion in the window (the motion search), drawn as a thin strip under the bar. */
  motion?: readonly TimeWindow[];
  /** The thumb; null: none. */
  playingTime: number | null;
  /** A click (not a drag) at that moment; the page applies clickTarget. */
  onPick(time: number): void;
  /** A drag or the wheel moved or zoomed the window (already within the limits). */
  onWindowChange(window: TimeWindow): void;
  /** The canvas's width in CSS pixels, on mount and after each (debounced) resize. */
  onWidthChange?(widthPx: number): void;
  /** Default Date.now; stories freeze it. */
  getNow?: () => number;
  /** The accessible name of the timeline. */
  label: string;
  /** CSS pixels, default 60. */
  height?: number;
  /** Said over the bar, and in the timeline's description (the not-recorded state); null: nothing. */
  notice?: string | null;
  /** Its recordings are being asked (aria-busy): the notice then says so. */
  busy?: boolean;
  /** The address of a picture of a recorded moment, shown in the hover tooltip; none: no pictures. */
  previewUrl?: (time: number) => string;
}

export const DEFAULT_HEIGHT = 60;
const NO_BOOKMARKS: readonly TimelineBookmark[] = [];
const NO_MOTION: readonly TimeWindow[] = [];
/** The window's ends in the visually hidden summary: "21 Nov 05:00 – 22 Nov 04:00". */
const SUMMARY_FORMAT = 'D MMM HH:mm';
/** An annotation this many pixels from the pointer is still under it. */
const HOVER_SLACK_PX = 3;
/** The local offset of a moment, minutes east of UTC, as dayjs formats it. */

/**
 * docs/console.md#screens-and-routes archive timeline: a canvas redrawn at the 20 ms tick from the latest
 * props; drag to pan, wheel to zoom, click to pick, a hover tooltip.
 */
export function Timeline(props: TimelineProps) {
  const { window: w, intervals, annotations, playingTime, label, height = DEFAULT_HEIGHT } = props;
  const bookmarks = props.bookmarks ?? NO_BOOKMARKS;
  const motion = props.motion ?? NO_MOTION;
  const getNow = props.getNow ?? Date.now;
  const { t, i18n } = useTranslation('timeline');
  const language = i18n.language;
  const box = useRef<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const summaryId = useId();
  const noticeId = useId();
  const notice = props.notice ?? null;
  const width = useElementWidth(box);
  const palette = useTimelinePalette();

  const { ticks, labels } = useMemo(() => {
    const made = labelTicks(w, width, localOffsetMinutes);
    return {
      ticks: made,
      labels: made.map((k) => dayjs(k.time).locale(language).format(TICK_LABEL_FORMATS[k.format])),
    };
  }, [w, width, language]);

  const input: LoopInput & PointerLatest = {
    window: w,
    width,
    height,
    intervals,
    annotations,
    bookmarks,
    motion,
    ticks,
    labels,
    playingTime,
    getNow,
    palette,
    onPick: props.onPick,
    onWindowChange: props.onWindowChange,
  };
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  useTimelineLoop(canvas, latest);
  const hover = useTimelinePointer(canvas, latest);

  const { onWidthChange } = props;
  useEffect(() => onWidthChange?.(width), [onWidthChange, width]);

  const tooltip = useMemo(() => {
    if (!hover) return null;
    const kind = kindAt(intervals, hover.time, getNow());
    const slack = ((w.end - w.start) / Math.max(1, width)) * HOVER_SLACK_PX;
    const lines = [formatMoment(hover.time, language)];
    if (kind) lines.push(t(kind === 'future' ? 'future' : `interval.${kind}`));
    if (motion.some((r) => r.start <= hover.time && hover.time < r.end)) lines.push(t('motion'));
    for (const a of annotationsAt(annotations, hover.time, slack)) lines.push(a.title);
    // A flag is a few pixels wide: a little more slack than a thin annotation tick.
    for (const b of annotationsAt(bookmarks, hover.time, slack * 2)) lines.push(t('bookmark', { name: b.name }));
    return { ...hover, lines };
  }, [hover, intervals, annotations, bookmarks, motion, w, width, t, language, getNow]);

  const { previewUrl } = props;
  const moment = hover && !hover.touch && previewUrl ? previewMoment(intervals, hover.time) : null;
  const previewAt = useHoverPreview(moment);
  const picture =
    previewAt !== null && previewUrl
      ? { src: previewUrl(previewAt), alt: t('preview', { time: formatMoment(previewAt, language) }) }
      : null;

  const format = (ms: number) => dayjs(ms).locale(language).format(SUMMARY_FORMAT);
  return (
    <div
      ref={box}
      role="group"
      aria-label={label}
      aria-describedby={notice === null ? summaryId : `${summaryId} ${noticeId}`}
      aria-busy={props.busy ?? false}
      style={{ position: 'relative', width: '100%', height }}
    >
      <canvas
        ref={canvas}
        data-start={Math.round(w.start)}
        data-end={Math.round(w.end)}
        style={{ width: '100%', height, display: 'block', cursor: 'pointer', touchAction: 'none' }}
      />
      <span id={summaryId} style={VISUALLY_HIDDEN}>
        {t('summary', { start: format(w.start), end: format(w.end) })}
      </span>
      {notice !== null && (
        <div
          id={noticeId}
          style={{
            ...NOTICE,
            top: LAYOUT.barTop,
            height: barHeightFor(height),
            color: palette.text,
            font: palette.font,
          }}
        >
          {notice}
        </div>
      )}
      {tooltip && (
        <TimelineTooltip
          x={tooltip.x}
          y={tooltip.y}
          width={width}
          height={height}
          lines={tooltip.lines}
          picture={picture}
        />
      )}
    </div>
  );
}

/** The notice: centred over the bar, the pointer going through to the canvas. */
const NOTICE = {
  position: 'absolute',
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
} as const;

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
