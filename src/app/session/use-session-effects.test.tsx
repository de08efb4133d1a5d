import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, mosaic, stream, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';

afterEach(resetApp);

const SETTINGS = 'GET /v1/system/internal/ui/settings';
const destination = () => JSON.parse(sessionStorage.getItem('vigil.destination') ?? 'null') as unknown;

describe('on every route change (docs/console.md#screens-and-routes)', () => {
  it('remembers the page, refreshes the server settings and follows the route in the document title', async () => {
    const server = fakeServer(users.user);
    server.on('GET /v1/stream/cam-1', { data: stream() });
    // What the pages visited ask for, once their code is in (at once when it has loaded before).
    server.on('GET /v1/streams', { data: { items: [], total: 0, page: 1, pageSize: 48 } });
    server.on('GET /v1/stream/cam-1/logs', { data: { lines: [], cursor: 0 } });
    server.on('GET /v1/mosaics', { data: { items: [], total: 0 } });
    signIn(server.currentSettings());
    const app = renderApp('/streams');

    await waitFor(() => expect(document.title).toBe('Streams · Vigil'));
    expect(destination()).toEqual({ name: 'streams', params: {} });
    // The boot has just fetched the settings: the first page asks for none.
    expect(server.calls(SETTINGS)).toHaveLength(0);

    await app.navigate('/stream/cam-1/debug');
    // The debug page is a lazy chunk: the route changes once that is here.
    await waitFor(() => expect(destination()).toEqual({ name: 'stream-debug', params: { uid: 'cam-1' } }));
    await waitFor(() => expect(server.calls(SETTINGS)).toHaveLength(1));
    await waitFor(() => expect(document.title).toBe('Stream debug · cam-1 · Vigil'));

    await app.navigate('/stream/cam-1/info');
    await waitFor(() => expect(document.title).toBe('Stream info · cam-1 · Vigil'));
    expect(destination()).toEqual({ name: 'stream-info', params: { uid: 'cam-1' } });
    await waitFor(() => expect(server.calls(SETTINGS)).toHaveLength(2));

    // Mosaic pages carry the mosaic's name.
    server.on('GET /v1/mosaic/m-1', { data: mosaic({ id: 'm-1', name: 'Lobby wall' }) });
    await app.navigate('/mosaic/m-1');
    await waitFor(() => expect(document.title).toBe('Mosaic · Lobby wall · Vigil'));
    expect(destination()).toEqual({ name: 'mosaic', params: { id: 'm-1' } });

    // The refreshed settings are applied: a new title from the server shows up.
    server.settings = { ...server.settings, appTitle: 'Acme VMS' };
    await app.navigate('/mosaics');
    await waitFor(() => expect(document.title).toBe('Mosaics · Acme VMS'));
    expect(server.unhandled).toEqual([]);
  });

  it('keeps the page a signed-out user asked for while they visit sign-in, recovery, init and unknown pages', async () => {
    const server = fakeServer(null);
    signIn(server.currentSettings());
    const app = renderApp('/stream/cam-1/debug');

    // Not signed in: off to sign-in, with the page remembered for afterwards.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.path()).toBe('/auth');
    const remembered = { name: 'stream-debug', params: { uid: 'cam-1' } };
    expect(destination()).toEqual(remembered);
    await waitFor(() => expect(document.title).toBe('Authorization · Vigil'));

    await app.navigate('/recover-password');
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    // The title follows in an effect after the page is drawn.
    await waitFor(() => expect(document.title).toBe('Recover password · Vigil'));
    await app.navigate('/init'); // the server is not locked: back to sign-in
    await waitFor(() => expect(app.path()).toBe('/auth'));
    await app.navigate('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Vigil'));

    expect(destination()).toEqual(remembered);
    // Each of those navigations refreshed the settings too.
    await waitFor(() => expect(server.calls(SETTINGS).length).toBeGreaterThanOrEqual(4));
  });
});
