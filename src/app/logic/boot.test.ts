import { describe, expect, it, vi } from 'vitest';
import type { UiSettings, User } from '@contract/index';
import { boot } from './boot';

const user = { name: 'ada', language: 'ru' } as User;
const settings = (over: Partial<UiSettings> = {}) =>
  ({ isLocked: false, defaultLanguage: 'en', user: null, ...over }) as UiSettings;

describe('boot', () => {
  it('fetches the configuration, then the user, and takes the user language', async () => {
    const order: string[] = [];
    const result = await boot({
      getSettings: async () => (order.push('settings'), settings({ user })),
      getMe: async () => (order.push('user'), user),
      browserLanguages: ['en-US'],
    });
    expect(order).toEqual(['settings', 'user']);
    expect(result).toMatchObject({ kind: 'signed-in', user, language: 'ru' });
  });

  it('starts signed out on the server default language without asking for a user', async () => {
    const getMe = vi.fn();
    const result = await boot({
      getSettings: async () => settings({ defaultLanguage: 'ru' }),
      getMe,
      browserLanguages: ['en'],
    });
    expect(result).toMatchObject({ kind: 'signed-out', language: 'ru' });
    expect(getMe).not.toHaveBeenCalled();
  });

  it('reports a locked server', async () => {
    const result = await boot({
      getSettings: async () => settings({ isLocked: true }),
      getMe: vi.fn(),
      browserLanguages: [],
    });
    expect(result.kind).toBe('locked');
  });

  it('starts with the browser language and signed out when the server fails', async () => {
    const down = new Error('down');
    const result = await boot({
      getSettings: () => Promise.reject(down),
      getMe: vi.fn(),
      browserLanguages: ['ru-RU'],
    });
    expect(result).toEqual({ kind: 'offline', settings: null, user: null, language: 'ru', error: down });
  });

  it('starts signed out when the session is gone between the two calls', async () => {
    const result = await boot({
      getSettings: async () => settings({ user }),
      getMe: () => Promise.reject(new Error('401')),
      browserLanguages: [],
    });
    expect(result).toMatchObject({ kind: 'signed-out', user: null, language: 'en' });
  });
});
