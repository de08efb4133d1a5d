import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n, type Language } from '@/shared/i18n';
import { PLAYBACK_KEY, usePlaybackStore } from '@/shared/preferences/playback-store';
import { KEY_PREFIX } from '@/shared/storage/safe-storage';
import { resetApp } from '@/test/render-app';
import { quickUser } from '@/test/user-event';
import { PlaybackPreference } from './playback-preference';

afterEach(() => {
  localStorage.clear();
  act(() => usePlaybackStore.setState({ latency: 'latency' }));
  resetApp();
});

function renderPreference(language: Language) {
  initI18n(language);
  render(
    <Providers client={createQueryClient()} language={language} theme="light">
      <PlaybackPreference />
    </Providers>,
  );
}

describe('the live video preference (lowest latency or compatibility)', () => {
  it('is lowest latency by default, and keeps compatibility on this device once chosen', async () => {
    const user = quickUser();
    renderPreference('en');
    const group = screen.getByRole('radiogroup', { name: 'Live video' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Prefer lowest latency' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Prefer compatibility' }));
    expect(screen.getByRole('radio', { name: 'Prefer compatibility' })).toBeChecked();
    expect(usePlaybackStore.getState().latency).toBe('compatibility');
    expect(JSON.parse(localStorage.getItem(KEY_PREFIX + PLAYBACK_KEY) ?? '{}')).toEqual({ latency: 'compatibility' });
  });

  it('speaks Russian', () => {
    renderPreference('ru');
    expect(screen.getByRole('radiogroup', { name: 'Прямой эфир' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Предпочитать совместимость' })).not.toBeChecked();
  });
});
