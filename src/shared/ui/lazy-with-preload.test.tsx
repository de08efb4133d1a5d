import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Hello = () => <p>hello</p>;

function renderIn(Component: React.ComponentType) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyWithPreload', () => {
  it('renders at once, without the fallback, when the code arrived before the first render', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyWithPreload(load);
    await Lazy.preload();
    renderIn(Lazy);
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until code that was not preloaded arrives, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyWithPreload(load);
    renderIn(Lazy);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Hello });
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await act(() => Lazy.preload());
    renderIn(Lazy);
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
