import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n, type Language } from '@/shared/i18n';
import { resetApp } from '@/test/render-app';
import { ClipSummary } from './clip-summary';

afterEach(() => resetApp());

const FIVE_MINUTES = { start: Date.UTC(2026, 0, 1, 10), end: Date.UTC(2026, 0, 1, 10, 5) };

function renderSummary(language: Language, segmentSeconds?: number) {
  initI18n(language);
  render(
    <Providers client={createQueryClient()} language={language} theme="dark">
      <ClipSummary
        range={FIVE_MINUTES}
        maxSeconds={3600}
        problem={null}
        recordedMs={300_000}
        segmentSeconds={segmentSeconds}
      />
    </Providers>,
  );
}

describe('the download dialog says a clip starts at the keyframe before its start', () => {
  it('in English, with the default 2 s segments', () => {
    renderSummary('en');
    expect(screen.getByText('The clip starts up to 2 s earlier, at the nearest keyframe.')).toBeInTheDocument();
  });

  it('in Russian, with the stream’s segment length', () => {
    renderSummary('ru', 4);
    expect(screen.getByText('Фрагмент начнётся до 4 с раньше, с ближайшего ключевого кадра.')).toBeInTheDocument();
  });
});
