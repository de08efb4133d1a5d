import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, fakeServer, stream, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';

afterEach(() => resetApp());

/** A visitor who is not signed in: the server's boot data has no user. */
function visitor() {
  const server = fakeServer(null);
  signIn(server.currentSettings(), null);
  return server;
}

describe('a share link’s page', () => {
  it('shows the stream and its live video to a visitor who is not signed in, the token in a header', async () => {
    const server = visitor();
    server.on('GET /v1/stream/cam-1', { data: stream({ uid: 'cam-1', name: 'Front door', status: 'running' }) });
    const app = renderApp('/watch/cam-1#share=tok-1');
    expect(await screen.findByRole('heading', { name: 'Front door' })).toBeTruthy();
    expect(screen.getByText(/Running · Shared with you by a link/)).toBeTruthy();
    expect(screen.getByLabelText('Video')).toBeTruthy();
    const [request] = server.calls('GET /v1/stream/cam-1');
    expect(request?.headers['x-vigil-share']).toBe('tok-1');
    expect(request?.url).not.toContain('tok-1');
    expect(app.path()).toBe('/watch/cam-1');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('says a revoked or expired link no longer works, with no notification and no sign-in', async () => {
    const server = visitor();
    server.on('GET /v1/stream/cam-1', apiError('NotFound'));
    const app = renderApp('/watch/cam-1#share=old');
    expect(await screen.findByText(/This link no longer works/)).toBeTruthy();
    expect(screen.queryByLabelText('Video')).toBeNull();
    expect(app.notifications()).toEqual([]);
    expect(app.path()).toBe('/watch/cam-1');
  });

  it('says a link without its token is incomplete, asking nothing of the server; in Russian too', async () => {
    const server = fakeServer(users.user);
    signIn(server.currentSettings());
    renderApp('/watch/cam-1', { language: 'ru' });
    expect(await screen.findByText(/Ссылка неполная/)).toBeTruthy();
    expect(server.calls('GET /v1/stream/cam-1')).toEqual([]);
  });
});
