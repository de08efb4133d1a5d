import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  buildIntervals,
  clickTarget,
  defaultWindow,
  Timeline,
  type Interval,
  type PlayTarget,
  type RangeAt,
  type TimelineAnnotation,
  type TimeWindow,
  windowTimeline,
} from '../../../src/features/timeline';

/** A fixed "now", so every story draws the same picture every day. */
const NOW = Date.parse('2026-11-22T12:00:00Z');
const MIN = 60_000;
const H = 60 * MIN;
const getNow = () => NOW;

/** Ranges as the server sends them (merged), turned into intervals by the same rules as the player. */
const ranges: RangeAt[] = [
  { date: NOW - 24 * H, status: 0 },
  { date: NOW - 19 * H, status: 1 },
  { date: NOW - 12 * H, status: 0 },
  { date: NOW - 11.5 * H, status: 1 },
  { date: NOW - 3 * H - 1.5 * MIN, status: 0 },
  { date: NOW - 3 * H + 1 * MIN, status: 1 },
  { date: NOW - 2.4 * H, status: 0 },
  { date: NOW - 2.2 * H, status: 1 },
  { date: NOW - 2 * MIN, status: 0 },
];
const day = buildIntervals(ranges, { windowEnd: NOW + 3 * H, archiveEnd: NOW - 2 * MIN, now: NOW, live: true });

const marks: TimelineAnnotation[] = [
  { id: '1', type: 'event', time: NOW - 15 * H, timeEnd: NOW - 14.6 * H, title: 'Motion' },
  { id: '2', type: 'other', time: NOW - 8 * H, timeEnd: null, title: 'Restarted' },
  { id: '3', type: 'event', time: NOW - 1 * H, timeEnd: NOW - 0.95 * H, title: 'Person detected' },
  { id: '4', type: 'event', time: NOW - 40 * MIN, timeEnd: null, title: 'Stream failure' },
  { id: '5', type: 'other', time: NOW - 30 * MIN, timeEnd: NOW - 10 * MIN, title: 'Maintenance' },
  { id: '6', type: 'other', time: NOW - 3 * H - 1 * MIN, timeEnd: null, title: 'Recorder restarted' },
];

/** A busy day: several hundred short fragments and annotations (a fixed pseudo-random sequence). */
function busyDay(): { intervals: Interval[]; annotations: TimelineAnnotation[] } {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const busy: RangeAt[] = [];
  for (let t = NOW - 24 * H, status = 1; t < NOW - MIN; t += (2 + next() * 8) * MIN, status = 1 - status)
    busy.push({ date: t, status });
  busy.push({ date: NOW - MIN, status: 0 });
  const annotations = Array.from({ length: 300 }, (_, i): TimelineAnnotation => {
    const time = NOW - 24 * H + next() * 24 * H;
    return {
      id: String(i),
      type: i % 3 === 0 ? 'other' : 'event',
      time,
      timeEnd: i % 2 ? time + next() * 10 * MIN : null,
      title: `#${i}`,
    };
  });
  return {
    intervals: buildIntervals(busy, { windowEnd: NOW, archiveEnd: NOW - MIN, now: NOW, live: true }),
    annotations,
  };
}
const busy = busyDay();

interface InteractiveProps {
  initial: TimeWindow;
  intervals: readonly Interval[];
  annotations: readonly TimelineAnnotation[];
  playing: number | null;
  height?: number;
  notice?: string;
  /** Moments with motion, drawn as a strip under the bar. */
  motion?: readonly TimeWindow[];
}

/**
 * The timeline with its window and playing time kept here, as the player page
 * does: drag pans, the wheel zooms, a click applies clickTarget (a gap jumps to
 * the next fragment, the last gap does nothing, live goes to now).
 */
function Interactive({ initial, intervals, annotations, playing, height, notice, motion }: InteractiveProps) {
  const [window, setWindow] = useState(initial);
  const [playingTime, setPlayingTime] = useState(playing);
  const [target, setTarget] = useState<PlayTarget | null | undefined>(undefined);
  const pick = (time: number) => {
    const next = clickTarget(intervals, time);
    setTarget(next);
    if (next) setPlayingTime(next.kind === 'live' ? NOW : next.from);
  };
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Timeline
        window={window}
        intervals={intervals}
        annotations={annotations}
        motion={motion}
        playingTime={playingTime}
        onPick={pick}
        onWindowChange={setWindow}
        getNow={getNow}
        label="Archive timeline"
        height={height}
        notice={notice}
      />
      <code>
        {new Date(window.start).toISOString()} – {new Date(window.end).toISOString()} · last click:{' '}
        {target === undefined ? '–' : JSON.stringify(target)}
      </code>
    </div>
  );
}

/**
 * docs/console.md#screens-and-routes: fragments, gaps, annotations (events yellowish, other types magenta),
 * the live edge and the future; theme and language from the toolbar. "Now" is
 * fixed at 22 November 2026 12:00 UTC. Drag, wheel and clicks work in every story.
 */
const meta = {
  title: 'Features/Timeline',
  component: Interactive,
  args: { initial: defaultWindow(NOW), intervals: day, annotations: marks, playing: NOW - 6 * H },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default window: 20 hours back, 3 ahead; fragments, gaps, the live edge and the future. */
export const FragmentsAndGaps: Story = { args: { annotations: [] } };

/** Events (yellowish) and other annotations (magenta); a moment is a tick, an interval a band. */
export const Annotations: Story = {
  args: { initial: { start: NOW - 2 * H, end: NOW + 10 * MIN }, playing: NOW - 58 * MIN },
};

/** The live edge: the last stretch with nothing recorded since the archive's end, then the future. */
export const LiveEdge: Story = {
  args: { initial: { start: NOW - 15 * MIN, end: NOW + 5 * MIN }, playing: NOW - 20_000 },
};

/** The closest zoom, five minutes, across a short gap: labels in seconds. */
export const FiveMinutes: Story = {
  args: { initial: { start: NOW - 3 * H - 2.5 * MIN, end: NOW - 3 * H + 2.5 * MIN }, playing: NOW - 3 * H + 2 * MIN },
};

/** The widest zoom: 24 hours, with a local midnight labelled as the day. */
export const TwentyFourHours: Story = {
  args: { initial: { start: NOW - 21 * H, end: NOW + 3 * H }, playing: null },
};

/** A busy 24 hours: a few hundred fragments and annotations (what the frame-time benchmark draws). */
export const Busy: Story = {
  args: { initial: { start: NOW - 24 * H, end: NOW }, intervals: busy.intervals, annotations: busy.annotations },
};

/** Nothing recorded in the window (a stream that does not record): an empty bar that says so, no live stretch. */
export const NothingRecorded: Story = {
  args: {
    intervals: windowTimeline([{ date: NOW - 20 * H, status: 0 }], {
      windowEnd: NOW + 3 * H,
      archiveEnd: null,
      now: NOW,
      live: true,
    }).intervals,
    annotations: [],
    playing: null,
    notice: 'This stream is not recorded: recording is off in its settings',
  },
};

/** A taller timeline. */
export const Tall: Story = { args: { height: 96 } };

/** Short bursts of motion over two hours (a pseudo-random sequence), as the motion search finds them. */
function motionBursts(): TimeWindow[] {
  let seed = 11;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const out: TimeWindow[] = [];
  for (let t = NOW - 2.2 * H; t < NOW - 3 * MIN; t += (1 + next() * 12) * MIN) {
    const start = t + next() * 30_000;
    out.push({ start, end: start + (5 + next() * 90) * 1000 });
  }
  return out;
}

/** Motion: a thin strip right under the recording; its moments are named "Motion" in the tooltip. */
export const Motion: Story = {
  args: {
    initial: { start: NOW - 2.5 * H, end: NOW + 10 * MIN },
    annotations: [],
    playing: NOW - 58 * MIN,
    motion: motionBursts(),
  },
};

export const MotionDark: Story = { ...Motion, globals: { theme: 'dark' } };
