import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageCommand, useOfferCommand } from './page-commands';

describe('page commands', () => {
  it('are offered while a page can run them, call its latest handler, and go with the page', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ run }: { run: (() => void) | null }) => useOfferCommand('goLive', run),
      {
        initialProps: { run: null as (() => void) | null },
      },
    );
    expect(pageCommand('goLive')).toBeUndefined();
    rerender({ run: first });
    pageCommand('goLive')?.();
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ run: second });
    pageCommand('goLive')?.();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
    // The stream cannot play live now (paused, failed): no command.
    rerender({ run: null });
    expect(pageCommand('goLive')).toBeUndefined();
    rerender({ run: first });
    unmount();
    expect(pageCommand('goLive')).toBeUndefined();
  });
});
