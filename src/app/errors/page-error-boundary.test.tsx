import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, users } from '@/test/fixtures';
import { header, renderApp, resetApp, signIn } from '@/test/render-app';

// The add-stream page's code does not download (offline, or gone after an upgrade).
vi.mock('@/features/streams/pages/add-stream-page', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => resetApp());

describe('a page whose code does not download', () => {
  it('says so inside the shell, offers a reload, and the next page shows as usual', async () => {
    const server = fakeServer(users.admin);
    server.on('GET /v1/streams', () => ({ data: { items: [], total: 0, page: 1, pageSize: 48 } }));
    signIn(server.currentSettings());
    const app = renderApp('/add-stream');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(within(alert).getByText(/Check the connection, then reload the page/)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    // The shell stays: the header's entries still lead elsewhere.
    expect(within(header()).getByRole('link', { name: 'Add Stream' })).toBeTruthy();

    await app.navigate('/streams');
    expect(await screen.findByText('No streams yet')).toBeTruthy();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
  });

  it('says so in Russian', async () => {
    const server = fakeServer(users.admin);
    signIn(server.currentSettings());
    renderApp('/add-stream', { language: 'ru' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Не удалось показать страницу' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Перезагрузить страницу' })).toBeTruthy();
  });
});
