import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdle } from '@/test/fake-idle';
import { IDLE_PRELOAD_MARK, useIdlePreload } from './use-idle-preload';

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

describe('useIdlePreload', () => {
  beforeEach(() => performance.clearMarks());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setConnection(undefined);
  });

  it('asks for the code once the page is ready and the browser idle, and marks when', () => {
    const browser = fakeIdle();
    const preload = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ ready }) => useIdlePreload(preload, ready), {
      initialProps: { ready: false },
    });
    expect(browser.waiting()).toBe(0);
    rerender({ ready: true });
    expect(preload).not.toHaveBeenCalled();
    browser.idle();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(IDLE_PRELOAD_MARK)).toHaveLength(1);
  });

  it('asks nothing when the page goes away before the browser is idle', () => {
    const browser = fakeIdle();
    const preload = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => useIdlePreload(preload, true));
    unmount();
    browser.idle();
    expect(preload).not.toHaveBeenCalled();
  });

  it('asks nothing when the user saves data', () => {
    const browser = fakeIdle();
    setConnection({ saveData: true, effectiveType: '4g' });
    const preload = vi.fn(() => Promise.resolve());
    renderHook(() => useIdlePreload(preload, true));
    browser.idle();
    expect(preload).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(IDLE_PRELOAD_MARK)).toHaveLength(0);
  });

  it('waits a second where there is no requestIdleCallback, and a failure stays quiet', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const preload = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => useIdlePreload(preload, true));
    vi.advanceTimersByTime(999);
    expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(preload).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
