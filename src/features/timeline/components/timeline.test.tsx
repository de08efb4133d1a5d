import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/shared/i18n';
import { MAX_WINDOW_MS, MIN_WINDOW_MS, TICK_MS, TOOLTIP_HIDE_MS } from '../logic/constants';
import { PREVIEW_DELAY_MS } from '../logic/hover-preview';
import type { Interval, TimelineAnnotation, TimeWindow } from '../logic/types';
import { pan, zoomIn, zoomOut } from '../logic/window-moves';
import { drawTimeline, type TimelinePalette } from './draw-timeline';
import { Timeline, type TimelineProps } from './timeline';

const MIN = 60_000;
const H = 60 * MIN;
/** Local times, so the texts do not depend on the machine's time zone. */
const START = new Date(2026, 10, 21, 5, 0).getTime();
const WINDOW: TimeWindow = { start: START, end: START + 23 * H };
const NOW = START + 20 * H;
/** The canvas as the test lays it out: 1000 px wide, 100 px from the left edge. */
const RECT = { left: 100, top: 50, width: 1000, height: 60 };

const intervals: Interval[] = [
  { type: 'gap', start: START, end: START + 2 * H },
  { type: 'fragment', start: START + 2 * H, end: START + 19 * H },
  { type: 'live', start: START + 19 * H, end: NOW },
];
const annotations: TimelineAnnotation[] = [
  { id: 'a', type: 'event', time: START + 5 * H, timeEnd: null, title: 'Motion' },
  { id: 'b', type: 'other', time: START + 10 * H, timeEnd: START + 11 * H, title: 'Maintenance' },
];

/** A 2D context that records its calls (jsdom has none). */
function fakeContext() {
  const calls: { name: string; args: unknown[]; fillStyle: unknown }[] = [];
  const state: Record<string | symbol, unknown> = {
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  const ctx = new Proxy(state, {
    get: (target, key) =>
      key in target
        ? target[key]
        : (...args: unknown[]) => {
            calls.push({ name: String(key), args, fillStyle: target.fillStyle });
          },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, calls };
}

function setup(overrides: Partial<TimelineProps> = {}) {
  initI18n('en');
  const props: TimelineProps = {
    window: WINDOW,
    intervals,
    annotations,
    playingTime: START + 10 * H,
    onPick: vi.fn(),
    onWindowChange: vi.fn(),
    onWidthChange: vi.fn(),
    getNow: () => NOW,
    label: 'Archive timeline',
    ...overrides,
  };
  render(
    <Providers client={createQueryClient()} language="en" theme="light">
      <Timeline {...props} />
    </Providers>,
  );
  const group = screen.getByRole('group', { name: 'Archive timeline' });
  const canvas = group.querySelector('canvas')!;
  return { props, group, canvas };
}

const at = (x: number) => ({ clientX: RECT.left + x, clientY: RECT.top + 20, button: 0, pointerId: 1 });

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    ...RECT,
    x: RECT.left,
    y: RECT.top,
    right: RECT.left + RECT.width,
    bottom: RECT.top + RECT.height,
    toJSON: () => RECT,
  } as DOMRect);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('Timeline', () => {
  it('is a named group with the window on the canvas and a text summary, and tells its width', () => {
    const { props, group, canvas } = setup();
    expect(canvas).toHaveAttribute('data-start', String(WINDOW.start));
    expect(canvas).toHaveAttribute('data-end', String(WINDOW.end));
    expect(group).toHaveAccessibleDescription('21 Nov 05:00 – 22 Nov 04:00');
    expect(screen.getByText('21 Nov 05:00 – 22 Nov 04:00')).toBeInTheDocument();
    expect(props.onWidthChange).toHaveBeenCalledWith(RECT.width);
  });

  it('picks the time under the pointer on a click', () => {
    const { props, canvas } = setup();
    fireEvent.pointerDown(canvas, at(250));
    fireEvent.pointerUp(canvas, at(251));
    expect(props.onPick).toHaveBeenCalledTimes(1);
    expect(props.onPick).toHaveBeenCalledWith(WINDOW.start + 0.251 * 23 * H);
    expect(props.onWindowChange).not.toHaveBeenCalled();
  });

  it('pans on a drag and picks nothing', () => {
    const { props, canvas } = setup();
    fireEvent.pointerDown(canvas, at(300));
    fireEvent.pointerMove(canvas, at(350));
    fireEvent.pointerMove(canvas, at(400));
    fireEvent.pointerUp(canvas, at(400));
    expect(props.onWindowChange).toHaveBeenLastCalledWith(pan(WINDOW, 100, RECT.width, NOW));
    // dragged right: earlier times come into view
    expect(vi.mocked(props.onWindowChange).mock.lastCall![0].start).toBeLessThan(WINDOW.start);
    expect(props.onPick).not.toHaveBeenCalled();
  });

  it('zooms with the wheel around the time under the pointer, within the limits', () => {
    const { props, canvas } = setup();
    const wheel = new WheelEvent('wheel', { ...at(500), deltaY: -100, cancelable: true });
    fireEvent(canvas, wheel);
    expect(wheel.defaultPrevented).toBe(true);
    expect(props.onWindowChange).toHaveBeenCalledWith(zoomIn(WINDOW, WINDOW.start + 11.5 * H));
  });

  it('does not zoom past 5 minutes or 24 hours', () => {
    const least = { start: NOW - MIN_WINDOW_MS, end: NOW };
    const small = setup({ window: least });
    fireEvent.wheel(small.canvas, { ...at(500), deltaY: -100 });
    expect(small.props.onWindowChange).not.toHaveBeenCalled();
    fireEvent.wheel(small.canvas, { ...at(500), deltaY: 100 });
    expect(small.props.onWindowChange).toHaveBeenCalledWith(zoomOut(least, NOW - MIN_WINDOW_MS / 2, NOW));
  });

  it('does not zoom out a 24-hour window', () => {
    const most = { start: NOW - MAX_WINDOW_MS + H, end: NOW + H };
    const { props, canvas } = setup({ window: most });
    fireEvent.wheel(canvas, { ...at(500), deltaY: 100 });
    expect(props.onWindowChange).not.toHaveBeenCalled();
  });

  it('shows the time, the interval and the annotations under the pointer, and hides them after leaving', async () => {
    const { canvas } = setup();
    // 10 h 30 min into the window: a recorded fragment under the "Maintenance" band
    fireEvent.pointerMove(canvas, at((10.5 / 23) * RECT.width));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('15:30:00, 21 November');
    expect(tooltip).toHaveTextContent('Recorded');
    expect(tooltip).toHaveTextContent('Maintenance');
    fireEvent.pointerMove(canvas, at((21 / 23) * RECT.width));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Future');
    fireEvent.pointerLeave(canvas, at(1200));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: TOOLTIP_HIDE_MS * 5,
    });
  });

  describe('the picture of the moment under the pointer', () => {
    // Five minutes over 1000 px: 0.3 s a pixel, a 2 s segment about 7 px.
    const close = { start: START + 10 * H, end: START + 10 * H + 5 * MIN };
    const picture = () => screen.queryByRole('img', { name: /^Picture at/, hidden: true });

    it('appears after the pointer rests, and stays the same (no new request) within one segment', async () => {
      const previewUrl = vi.fn((time: number) => `/preview/${time}`);
      const { canvas } = setup({ window: close, previewUrl });
      fireEvent.pointerMove(canvas, at(1));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      expect(picture()).toBeNull();
      await waitFor(() => expect(picture()).toHaveAttribute('src', `/preview/${close.start}`), {
        timeout: PREVIEW_DELAY_MS * 10,
      });
      fireEvent.pointerMove(canvas, at(3));
      fireEvent.pointerMove(canvas, at(5));
      expect(picture()).toHaveAttribute('src', `/preview/${close.start}`);
      fireEvent.pointerMove(canvas, at(10));
      await waitFor(() => expect(picture()).toHaveAttribute('src', `/preview/${close.start + 2000}`), {
        timeout: PREVIEW_DELAY_MS * 10,
      });
      expect(new Set(previewUrl.mock.calls.map(([time]) => time))).toEqual(new Set([close.start, close.start + 2000]));
    });

    it('shows nothing over a gap, nor without an address for pictures', async () => {
      const previewUrl = vi.fn((time: number) => `/preview/${time}`);
      const { canvas } = setup({ window: { start: START, end: START + 5 * MIN }, previewUrl });
      fireEvent.pointerMove(canvas, at(500));
      await act(() => new Promise((done) => setTimeout(done, PREVIEW_DELAY_MS * 2)));
      expect(screen.getByRole('tooltip')).toHaveTextContent('No recording');
      expect(picture()).toBeNull();
      expect(previewUrl).not.toHaveBeenCalled();
    });

    it('drops a picture that cannot be loaded, keeping the lines', async () => {
      const { canvas } = setup({ window: close, previewUrl: (time) => `/preview/${time}` });
      fireEvent.pointerMove(canvas, at(1));
      await waitFor(() => expect(picture()).not.toBeNull(), { timeout: PREVIEW_DELAY_MS * 10 });
      fireEvent.error(picture()!);
      expect(picture()).toBeNull();
      expect(screen.getByRole('tooltip')).toHaveTextContent('Recorded');
    });
  });

  it('says Motion in the tooltip over a moment with motion', () => {
    const { canvas } = setup({ motion: [{ start: START + 10 * H, end: START + 11 * H }] });
    fireEvent.pointerMove(canvas, at((10.5 / 23) * RECT.width));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Motion');
    fireEvent.pointerMove(canvas, at((2 / 23) * RECT.width));
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('Motion');
  });

  it('the not-recorded state: an empty bar that says so, and hovering the past names no interval', () => {
    const { group, canvas } = setup({ intervals: [], notice: 'This stream is not recorded' });
    expect(screen.getByText('This stream is not recorded')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('21 Nov 05:00 – 22 Nov 04:00 This stream is not recorded');
    // 1 h into the window, yesterday: the time only, not "Live"
    fireEvent.pointerMove(canvas, at((1 / 23) * RECT.width));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('06:00:00, 21 November');
    expect(tooltip).not.toHaveTextContent('Live');
    expect(tooltip).not.toHaveTextContent('No recording');
  });

  it('draws at the tick, and times each draw only when the benchmark asks', async () => {
    const { ctx, calls } = fakeContext();
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(ctx as never);
    const measure = vi.spyOn(performance, 'measure');
    setup();
    const first = calls.filter((c) => c.name === 'clearRect').length;
    expect(first).toBeGreaterThan(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, TICK_MS * 3)));
    expect(calls.filter((c) => c.name === 'clearRect').length).toBeGreaterThan(first);
    expect(measure).not.toHaveBeenCalled();
  });

  it('records each draw as timeline-draw when vigil:bench is 1', () => {
    window.localStorage.setItem('vigil:bench', '1');
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(fakeContext().ctx as never);
    const measure = vi.spyOn(performance, 'measure');
    setup();
    expect(measure).toHaveBeenCalledWith('timeline-draw', expect.objectContaining({ start: expect.any(Number) }));
  });
});

describe('drawTimeline', () => {
  const palette: TimelinePalette = {
    background: 'bg',
    gap: 'gap',
    fragment: 'fragment',
    live: 'live',
    future: 'future',
    hatch: 'hatch',
    text: 'text',
    tick: 'tick',
    now: 'now',
    thumb: 'thumb',
    thumbBorder: 'border',
    event: 'event',
    other: 'other',
    bookmark: 'bookmark',
    motion: 'motion',
    font: '11px sans-serif',
  };
  const model = {
    window: WINDOW,
    width: 1150,
    height: 60,
    intervals,
    annotations,
    bookmarks: [],
    ticks: [],
    labels: [],
    playingTime: START + 10 * H,
    now: NOW + H,
  };
  const rects = (calls: ReturnType<typeof fakeContext>['calls'], style: string) =>
    calls.filter((c) => c.name === 'fillRect' && c.fillStyle === style).map((c) => c.args as number[]);

  it('draws each interval, the live stretch up to now, the future, the annotations and the thumb', () => {
    const { ctx, calls } = fakeContext();
    drawTimeline(ctx, model, palette);
    // 50 px per hour
    expect(rects(calls, 'gap')).toEqual([[0, 12, 100, 24]]);
    expect(rects(calls, 'fragment')).toEqual([[100, 12, 850, 24]]);
    // built up to 20 h, drawn up to the frame's now (21 h)
    expect(rects(calls, 'live')).toEqual([[950, 12, 100, 24]]);
    expect(rects(calls, 'future')).toEqual([[1050, 12, 100, 24]]);
    // a moment is a tick, an interval a band
    expect(rects(calls, 'event')).toEqual([[249, 2, 2, 16]]);
    expect(rects(calls, 'other')).toEqual([[500, 2, 50, 8]]);
    expect(rects(calls, 'now')).toEqual([[1049, 0, 2, 40]]);
    expect(calls.find((c) => c.name === 'strokeRect')?.args).toEqual([491.5, 10.5, 17, 27]);
  });

  it('draws a bookmark as a flag down to the bar, an interval bookmark with a band along the foot', () => {
    const { ctx, calls } = fakeContext();
    const bookmarks = [
      { id: 'm', name: 'Moment', time: START + 2 * H, timeEnd: null },
      { id: 'i', name: 'Interval', time: START + 4 * H, timeEnd: START + 6 * H },
      { id: 'out', name: 'Before the window', time: START - 3 * H, timeEnd: START - 2 * H },
    ];
    drawTimeline(ctx, { ...model, bookmarks }, palette);
    expect(rects(calls, 'bookmark')).toEqual([
      [99, 0, 2, 36],
      [200, 33, 100, 3],
      [199, 0, 2, 36],
    ]);
    expect(calls.filter((c) => c.name === 'fill' && c.fillStyle === 'bookmark')).toHaveLength(2);
  });

  it('draws motion as a thin strip under the bar, only within the window', () => {
    const { ctx, calls } = fakeContext();
    const motion = [
      { start: START + 2 * H, end: START + 3 * H },
      { start: START + 5 * H, end: START + 5 * H + 1000 },
      { start: START - 2 * H, end: START - H },
    ];
    drawTimeline(ctx, { ...model, motion }, palette);
    expect(rects(calls, 'motion')).toEqual([
      [100, 36, 50, 3],
      [250, 36, 1, 3],
    ]);
  });

  it('leaves out a label an edge would cut', () => {
    const { ctx, calls } = fakeContext();
    const ticks = [
      { time: START, x: 0, format: 'minutes' as const },
      { time: START + H, x: 50, format: 'minutes' as const },
    ];
    drawTimeline(ctx, { ...model, ticks, labels: ['05:00', '06:00'] }, palette);
    expect(calls.filter((c) => c.name === 'fillText').map((c) => c.args[0])).toEqual(['06:00']);
  });
});
