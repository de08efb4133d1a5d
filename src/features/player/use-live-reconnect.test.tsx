import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveReconnect } from './use-live-reconnect';

const LIVE = { url: '/v1/stream/cam/live/index.m3u8', live: true };
const ARCHIVE = { url: '/v1/stream/cam/archive/index.m3u8?start_time=x', live: false };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

function render(source: { url: string; live: boolean } | null, answering = true) {
  return renderHook(({ s, a }) => useLiveReconnect(s, a), { initialProps: { s: source, a: answering } });
}

describe('a live picture that fails heals by itself', () => {
  it('says it is reconnecting and tries a new player after a growing, short back-off', () => {
    const { result } = render(LIVE);
    act(() => result.current.onFatal());
    expect(result.current.state).toBe('reconnecting');
    expect(result.current.attempt).toBe(0);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.attempt).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.attempt).toBe(1);
    act(() => result.current.onFatal());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.attempt).toBe(2);
    act(() => result.current.onPicture());
    expect(result.current.state).toBe('playing');
    // After a picture, the back-off starts again from its shortest step.
    act(() => result.current.onFatal());
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.attempt).toBe(3);
  });

  it('says it is reconnecting while the server does not answer, and starts afresh when it does', () => {
    const { result, rerender } = render(LIVE);
    rerender({ s: LIVE, a: false });
    expect(result.current.state).toBe('reconnecting');
    expect(result.current.attempt).toBe(0);
    rerender({ s: LIVE, a: true });
    expect(result.current.attempt).toBe(1);
  });

  it('tries again at once when the server answers again', () => {
    const { result, rerender } = render(LIVE);
    rerender({ s: LIVE, a: false });
    act(() => result.current.onFatal());
    act(() => result.current.onFatal());
    act(() => result.current.onFatal());
    expect(result.current.attempt).toBe(0);
    rerender({ s: LIVE, a: true });
    expect(result.current.attempt).toBe(1);
    expect(result.current.state).toBe('reconnecting');
  });

  it('lets the archive fail until the user tries again, which clears the failure', () => {
    const { result } = render(ARCHIVE);
    act(() => result.current.onFatal());
    expect(result.current.state).toBe('failed');
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.attempt).toBe(0);
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ state: 'playing', attempt: 1 });
  });

  it('starts afresh with a new source', () => {
    const { result, rerender } = render(ARCHIVE);
    act(() => result.current.onFatal());
    rerender({ s: LIVE, a: true });
    expect(result.current.state).toBe('playing');
  });
});
