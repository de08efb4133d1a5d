import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Timeline, type Interval, type TimelineAnnotation, type TimeWindow } from '../../../src/features/timeline';

/** A fixed "now", so every story draws the same picture. */
const NOW = Date.parse('2026-11-22T12:00:00Z');
const MIN = 60_000;
const H = 60 * MIN;

const day: Interval[] = [
  { type: 'gap', start: NOW - 24 * H, end: NOW - 19 * H },
  { type: 'fragment', start: NOW - 19 * H, end: NOW - 12 * H },
  { type: 'gap', start: NOW - 12 * H, end: NOW - 11.5 * H },
  { type: 'fragment', start: NOW - 11.5 * H, end: NOW - 3 * H },
  { type: 'gap', start: NOW - 3 * H, end: NOW - 2.4 * H },
  { type: 'fragment', start: NOW - 2.4 * H, end: NOW - 2 * MIN },
  { type: 'live', start: NOW - 2 * MIN, end: NOW },
];

const marks: TimelineAnnotation[] = [
  { id: '1', type: 'event', time: NOW - 15 * H, timeEnd: NOW - 14.9 * H, title: 'Motion' },
  { id: '2', type: 'other', time: NOW - 8 * H, timeEnd: null, title: 'Restarted' },
  { id: '3', type: 'event', time: NOW - 1 * H, timeEnd: NOW - 0.95 * H, title: 'Person detected' },
  { id: '4', type: 'other', time: NOW - 4 * MIN, timeEnd: NOW - 3 * MIN, title: 'Maintenance' },
];

/** The timeline with its window kept here, so drag, wheel and clicks work in the story. */
function Interactive({
  initial,
  intervals,
  annotations,
  playing,
}: {
  initial: TimeWindow;
  intervals: Interval[];
  annotations: TimelineAnnotation[];
  playing: number | null;
}) {
  const [window, setWindow] = useState(initial);
  const [playingTime, setPlayingTime] = useState(playing);
  return (
    <Timeline
      window={window}
      intervals={intervals}
      annotations={annotations}
      playingTime={playingTime}
      onPick={setPlayingTime}
      onWindowChange={setWindow}
      getNow={() => NOW}
      label="Archive timeline"
    />
  );
}

/** SPEC §2: fragments, gaps, annotations (events yellowish, others magenta), the live edge; theme from the toolbar. */
const meta = {
  title: 'Features/Timeline',
  component: Interactive,
  args: {
    initial: { start: NOW - 20 * H, end: NOW + 3 * H },
    intervals: day,
    annotations: marks,
    playing: NOW - 6 * H,
  },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default window: 20 hours back, 3 ahead. */
export const FragmentsAndGaps: Story = {};

export const Annotations: Story = {
  args: { initial: { start: NOW - 2 * H, end: NOW + 10 * MIN }, playing: NOW - 58 * MIN },
};

/** The live edge: the last stretch not recorded yet, then the future. */
export const LiveEdge: Story = {
  args: { initial: { start: NOW - 15 * MIN, end: NOW + 5 * MIN }, playing: NOW - 20_000 },
};

/** The closest zoom: five minutes. */
export const FiveMinutes: Story = {
  args: { initial: { start: NOW - 3 * H - 2.5 * MIN, end: NOW - 3 * H + 2.5 * MIN }, playing: NOW - 3 * H },
};

/** The widest zoom: 24 hours. */
export const TwentyFourHours: Story = {
  args: { initial: { start: NOW - 24 * H, end: NOW }, playing: null },
};

export const NothingRecorded: Story = {
  args: { intervals: [{ type: 'live', start: NOW - 20 * H, end: NOW }], annotations: [], playing: null },
};
