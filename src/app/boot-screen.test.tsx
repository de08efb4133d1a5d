import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UiSettings, User } from '@contract/index';
import { initI18n } from '@/shared/i18n';
import { BootScreen } from './boot-screen';
import { createQueryClient, Providers } from './providers';
import type { BootResult } from './logic/boot';

function renderIn(language: 'en' | 'ru', result: BootResult | undefined, onRetry = vi.fn()) {
  initI18n(language);
  render(
    <Providers client={createQueryClient()} language={language} theme="light">
      <BootScreen result={result} onRetry={onRetry} />
    </Providers>,
  );
  return onRetry;
}

const settings = { appTitle: 'Vigil', version: '1.2.3' } as UiSettings;

describe('BootScreen', () => {
  it('greets the signed-in user in English and in Russian', () => {
    const result: BootResult = { kind: 'signed-in', settings, user: { name: 'ada' } as User, language: 'en' };
    renderIn('en', result);
    expect(screen.getByText('Signed in as ada')).toBeInTheDocument();
    expect(screen.getByText('Vigil 1.2.3 is ready.')).toBeInTheDocument();
  });

  it('says the server needs initialization, in Russian', () => {
    renderIn('ru', { kind: 'locked', settings, user: null, language: 'ru' });
    expect(screen.getByText('Инициализация сервера')).toBeInTheDocument();
  });

  it('offers a retry when the server did not answer', async () => {
    const onRetry = renderIn('en', { kind: 'offline', settings: null, user: null, language: 'en' });
    expect(screen.getByText('Server is not responding')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
