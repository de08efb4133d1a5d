import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/shared/i18n';
import { resetApp } from '@/test/render-app';
import { RegionResults } from './region-results';

afterEach(() => resetApp());

const T = Date.UTC(2026, 10, 22, 9, 30);
const spans = [
  { start: T, end: T + 4000 },
  { start: T + 60_000, end: T + 62_000 },
];

function renderResults(pictureUrl?: (time: number) => string) {
  initI18n('en');
  render(
    <Providers client={createQueryClient()} language="en" theme="light">
      <RegionResults
        on
        onToggle={vi.fn()}
        spans={spans}
        searching={false}
        hasRegion
        onJump={vi.fn()}
        onClear={vi.fn()}
        pictureUrl={pictureUrl}
      />
    </Providers>,
  );
}

describe('the region search findings', () => {
  it('show a lazy picture of each moment, named by its time, and drop one that cannot be loaded', () => {
    renderResults((time) => `/preview/${time}`);
    const pictures = screen.getAllByRole('img', { name: /^Picture at/ });
    expect(pictures.map((p) => p.getAttribute('src'))).toEqual([`/preview/${T}`, `/preview/${T + 60_000}`]);
    expect(pictures[0]).toHaveAttribute('loading', 'lazy');
    fireEvent.error(pictures[0]!);
    expect(screen.getAllByRole('img', { name: /^Picture at/ })).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('show no pictures without an address for them', () => {
    renderResults();
    expect(screen.queryAllByRole('img', { name: /^Picture at/ })).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
