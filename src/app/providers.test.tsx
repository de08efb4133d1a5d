import { act, render, screen, waitFor } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandShades } from '@theme/brand-shades';
import { Providers } from './providers';
import { RootProviders } from './root-providers';
import { createQueryClient } from './query-client';

/** A system whose reduced-motion preference the test sets and changes. */
function systemPreferences(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && state.reduce;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    set(next: boolean) {
      state.reduce = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{String(token.motion)}</output>;
}

const renderProviders = () =>
  render(
    <Providers client={createQueryClient()} language="en" theme="light">
      <MotionProbe />
    </Providers>,
  );

describe('Providers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps antd motion on by default', () => {
    systemPreferences(false);
    renderProviders();
    expect(screen.getByRole('status', { name: 'motion' })).toHaveTextContent('true');
  });

  it('turns antd motion off while the system asks for reduced motion, and back on when it stops', () => {
    const system = systemPreferences(true);
    renderProviders();
    const motion = screen.getByRole('status', { name: 'motion' });
    expect(motion).toHaveTextContent('false');
    act(() => system.set(false));
    expect(motion).toHaveTextContent('true');
  });

  it('puts the theme on the document, and a brand colour’s shades as antd derives them, gone with the colour', async () => {
    systemPreferences(false);
    const client = createQueryClient();
    const root = document.documentElement;
    const view = (brandColor: string | null) => (
      <RootProviders client={client} language="ru" theme="dark" brandColor={brandColor}>
        <p>page</p>
      </RootProviders>
    );
    const { rerender } = render(view('#d4380d'));
    expect(root.dataset.theme).toBe('dark');
    expect(root.lang).toBe('ru');
    const shades = brandShades('#d4380d', 'dark');
    await waitFor(() =>
      expect(root.style.getPropertyValue('--vigil-color-primary')).toBe(shades['--vigil-color-primary']),
    );
    expect(root.style.getPropertyValue('--vigil-color-link-hover')).toBe(shades['--vigil-color-link-hover']);
    rerender(view(null));
    await waitFor(() => expect(root.style.getPropertyValue('--vigil-color-primary')).toBe(''));
    expect(root.style.getPropertyValue('--vigil-control-outline')).toBe('');
  });
});
