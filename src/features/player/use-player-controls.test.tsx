import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultWindow, type Interval, type TimeWindow } from '@/features/timeline';
import { usePlayerStore } from './store';
import { usePlayerControls } from './use-player-controls';

const now = Date.now();
const window: TimeWindow = { start: now - 3_600_000, end: now + 600_000 };
const fragment: Interval = { type: 'fragment', start: window.start, end: now - 600_000 };
const live: Interval = { type: 'live', start: now - 600_000, end: now };
const clicked = window.start + 1_200_000;

function controls(initial: { intervals: readonly Interval[]; loadedFor: TimeWindow | null }) {
  return renderHook(
    (props: { intervals: readonly Interval[]; loadedFor: TimeWindow | null }) =>
      usePlayerControls({
        uid: 'cam-1',
        liveAvailable: true,
        livePlaylistUrl: '/v1/stream/cam-1/live/index.m3u8',
        playlistMaxSeconds: 604_800,
        video: { current: null },
        tools: { toggleFullscreen: () => undefined, snapshot: () => undefined },
        ...props,
      }),
    { initialProps: initial },
  );
}

describe('a click on the timeline (docs/console.md#states-and-transitions)', () => {
  beforeEach(() => {
    const store = usePlayerStore.getState();
    store.reset(defaultWindow(now));
    store.live({ available: true, playlistUrl: '/v1/stream/cam-1/live/index.m3u8', window });
  });

  it('plays the archive from a fragment clicked', () => {
    const { result } = controls({ intervals: [fragment, live], loadedFor: window });
    act(() => result.current.pick(clicked));
    expect(usePlayerStore.getState()).toMatchObject({ mode: 'archive', startAt: clicked });
  });

  it('made before the recordings are in (just after the page opened), plays the archive once they are', () => {
    const { result, rerender } = controls({ intervals: [], loadedFor: null });
    act(() => result.current.pick(clicked));
    expect(usePlayerStore.getState().mode).toBe('live');
    rerender({ intervals: [fragment, live], loadedFor: window });
    expect(usePlayerStore.getState()).toMatchObject({ mode: 'archive', startAt: clicked });
  });

  it('waiting for the recordings, is dropped by going live another way', () => {
    const { result, rerender } = controls({ intervals: [], loadedFor: null });
    act(() => result.current.pick(clicked));
    act(() => result.current.act('live'));
    rerender({ intervals: [fragment, live], loadedFor: window });
    expect(usePlayerStore.getState().mode).toBe('live');
  });
});
