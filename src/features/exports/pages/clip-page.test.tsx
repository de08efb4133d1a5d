import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clip } from '@contract/schemas/export-link';
import { fakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';

afterEach(() => resetApp());

const OPEN = 'POST /v1/clips/tok-1/open';

const clip: Clip = {
  name: 'Case 118',
  expiresAt: '2026-12-05T00:00:00.000Z',
  key: 'k-1',
  size: 5 * 1024 * 1024,
  files: [
    {
      index: 0,
      file: 'clips/01-cam.mp4',
      size: 1000,
      streamName: 'Gate North',
      startTime: '2026-11-20T21:00:00.000Z',
      endTime: '2026-11-20T21:05:00.000Z',
    },
    {
      index: 1,
      file: 'clips/02-yard.mp4',
      size: 1000,
      streamName: 'Yard',
      startTime: '2026-11-20T21:00:00.000Z',
      endTime: '2026-11-20T21:05:00.000Z',
    },
  ],
};

const refusal = (status: number, code: string, reason?: string) => ({
  status,
  data: { code, message: `${code} (fake)`, ...(reason ? { reason } : {}) },
});

/** A visitor who is not signed in: the server's boot data has no user. */
function visitor() {
  const server = fakeServer(null);
  signIn(server.currentSettings(), null);
  return server;
}

describe('a clip link’s page (docs/exports.md#clip-links)', () => {
  it('opens once and shows the case, a player per clip with its key, and the package to download', async () => {
    const server = visitor();
    server.on(OPEN, { data: clip });
    renderApp('/clip/tok-1');
    expect(await screen.findByRole('heading', { name: 'Case 118' })).toBeTruthy();
    const videos = document.querySelectorAll('video');
    expect(videos).toHaveLength(2);
    expect(videos[0]?.getAttribute('src')).toBe('/v1/clips/tok-1/files/0?key=k-1');
    expect(videos[1]?.getAttribute('src')).toBe('/v1/clips/tok-1/files/1?key=k-1');
    expect(screen.getByLabelText(/Clip 1: Gate North/)).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download the package (5.0 MB)' });
    expect(download.getAttribute('href')).toBe('/v1/clips/tok-1/download?key=k-1');
    expect(screen.getByText(/2 clips/)).toBeTruthy();
    // One view, not two; and no console around it.
    expect(server.calls(OPEN)).toHaveLength(1);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('asks for the password first, says a wrong one, and shows the clips with the right one', async () => {
    const server = visitor();
    server.on(OPEN, (request) => {
      const { password } = (request.body ?? {}) as { password?: string };
      if (password === undefined) return refusal(401, 'AuthorizationFailed', 'clipPasswordRequired');
      if (password !== 'open sesame') return refusal(401, 'AuthorizationFailed', 'clipPasswordWrong');
      return { data: clip };
    });
    const app = renderApp('/clip/tok-1');
    const field = await screen.findByLabelText('Password');
    expect(screen.queryByRole('heading', { name: 'Case 118' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await fill(user, field, 'open barley');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Wrong password.')).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('open barley');
    await fill(user, screen.getByLabelText('Password'), 'open sesame');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Case 118' })).toBeTruthy();
    // A wrong password is the form's to say: no sign-in page, no notification.
    expect(app.path()).toBe('/clip/tok-1');
    expect(app.notifications()).toEqual([]);
  });

  it.each([
    ['clipLinkExpired', 'This link has expired. Ask whoever sent it for a new one.'],
    ['clipLinkRevoked', 'This link was revoked and no longer opens.'],
    ['clipLinkUsedUp', 'This link was opened as many times as it allows.'],
  ])('says a link refused as %s no longer opens, and why', async (reason, text) => {
    const server = visitor();
    server.on(OPEN, refusal(403, 'Forbidden', reason));
    renderApp('/clip/tok-1');
    expect(await screen.findByText('This link no longer opens')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('says an unknown link does not exist; in Russian too', async () => {
    const server = visitor();
    server.on(OPEN, refusal(404, 'NotFound'));
    renderApp('/clip/tok-1', { language: 'ru' });
    expect(await screen.findByText(/Такой ссылки нет/)).toBeTruthy();
    await waitFor(() => expect(server.calls(OPEN)).toHaveLength(1));
  });
});
