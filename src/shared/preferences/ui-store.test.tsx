import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_PREFIX } from '@/shared/storage/safe-storage';
import { UI_KEY, useUiStore } from './ui-store';

const FULL_KEY = KEY_PREFIX + UI_KEY;

/** Another tab writes the preferences: storage changes, then the browser fires `storage` here. */
function otherTabWrites(value: object | null): void {
  const raw = value === null ? null : JSON.stringify(value);
  if (raw === null) localStorage.removeItem(FULL_KEY);
  else localStorage.setItem(FULL_KEY, raw);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: FULL_KEY, newValue: raw, storageArea: localStorage }));
  });
}

afterEach(() => {
  localStorage.clear();
  act(() => useUiStore.setState({ theme: 'system', language: 'auto' }));
});

describe('preferences across tabs', () => {
  it('takes a theme chosen in another tab at once', () => {
    otherTabWrites({ theme: 'dark', language: 'ru' });
    expect(useUiStore.getState()).toMatchObject({ theme: 'dark', language: 'ru' });
    otherTabWrites(null);
    expect(useUiStore.getState()).toMatchObject({ theme: 'default', language: 'auto' });
  });

  it('never writes back a stale copy of the field it did not change', () => {
    act(() => useUiStore.getState().setTheme('light'));
    // Another tab picks Russian; its event is still on its way when this tab changes the theme.
    localStorage.setItem(FULL_KEY, JSON.stringify({ theme: 'light', language: 'ru' }));
    act(() => useUiStore.getState().setTheme('dark'));
    expect(JSON.parse(localStorage.getItem(FULL_KEY) ?? '{}')).toEqual({ theme: 'dark', language: 'ru' });
    expect(useUiStore.getState().language).toBe('ru');
  });

  it('ignores storage events for other keys and for session storage', () => {
    localStorage.setItem(FULL_KEY, JSON.stringify({ theme: 'dark', language: 'en' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'vigil.other', storageArea: localStorage }));
      window.dispatchEvent(new StorageEvent('storage', { key: FULL_KEY, storageArea: sessionStorage }));
    });
    expect(useUiStore.getState().theme).toBe('system');
  });
});
