import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PICTURE_FALLBACK_MS, useAfterPicture } from './use-after-picture';

describe('useAfterPicture', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens once the picture is settled and stays open', () => {
    const { result, rerender } = renderHook(({ settled }) => useAfterPicture(settled, 'a'), {
      initialProps: { settled: false },
    });
    expect(result.current).toBe(false);
    rerender({ settled: true });
    expect(result.current).toBe(true);
    rerender({ settled: false }); // paused later: what was loaded stays
    expect(result.current).toBe(true);
  });

  it('opens after the fallback when no picture comes', () => {
    const { result } = renderHook(() => useAfterPicture(false, 'a'));
    act(() => vi.advanceTimersByTime(AFTER_PICTURE_FALLBACK_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('closes again for another stream until its picture settles', () => {
    const { result, rerender } = renderHook(({ settled, key }) => useAfterPicture(settled, key), {
      initialProps: { settled: true, key: 'a' },
    });
    expect(result.current).toBe(true);
    rerender({ settled: false, key: 'b' });
    expect(result.current).toBe(false);
  });
});
