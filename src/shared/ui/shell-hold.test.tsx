import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseShell, resetShellHold, SHELL_HOLD_MAX_MS, useShellExtras } from './shell-hold';

describe('useShellExtras', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    resetShellHold();
  });

  it('renders the extras at once for a page that does not hold', () => {
    const { result } = renderHook(() => useShellExtras(false));
    expect(result.current).toBe(true);
  });

  it('holds them on a page that holds until it releases the shell', () => {
    const { result } = renderHook(() => useShellExtras(true));
    expect(result.current).toBe(false);
    act(() => releaseShell());
    expect(result.current).toBe(true);
  });

  it('stops holding after the longest hold when the page never releases', () => {
    const { result } = renderHook(() => useShellExtras(true));
    act(() => vi.advanceTimersByTime(SHELL_HOLD_MAX_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never holds for a page reached after the shell mounted, nor once released', () => {
    const later = renderHook(({ holds }) => useShellExtras(holds), { initialProps: { holds: false } });
    later.rerender({ holds: true });
    expect(later.result.current).toBe(true);

    releaseShell();
    const again = renderHook(() => useShellExtras(true));
    expect(again.result.current).toBe(true);
  });
});
