import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateExportBody, StreamEvent } from '@contract/index';
import { apiError, fakeServer, stream, users, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';
import { useWatchedExports } from '../watching';

/*
 * The export dialog (docs/exports.md#in-the-console), opened from the events page: the event's
 * stream and a few seconds around it preselected; name and reason required; the server's refusal
 * on the field it names, with the stream, the typed values kept.
 */

afterEach(() => resetApp());

// jsdom plays no video: the events page's clip playback is left out.
vi.mock('@/features/player', () => ({
  archivePlaylistBase: (uid: string) => `/v1/stream/${uid}/archive/playlist.m3u8`,
  archivePlaylistUrl: (base: string, start: number, end: number) => `${base}?start=${start}&end=${end}`,
  usePlayback: () => ({ readTime: () => null, toLiveEdge: () => undefined }),
}));

const CREATE = 'POST /v1/exports';

const EVENT: StreamEvent = {
  id: '1',
  streamId: 'gate',
  streamName: 'Gate',
  type: 'motion',
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: '2026-11-22T10:00:12.000Z',
  thumbnailUrl: null,
  reviewed: false,
};

function serve(): FakeServer {
  const server = fakeServer(users.user);
  server.on('GET /v1/events', { data: { items: [EVENT], total: 1 } });
  server.on('GET /v1/streams', {
    data: {
      items: [stream({ uid: 'gate', name: 'Gate' }), stream({ uid: 'yard', name: 'Yard' })],
      total: 2,
      groups: [],
    },
  });
  server.on('GET /v1/exports', { data: { items: [], total: 0 } });
  signIn(server.currentSettings());
  return server;
}

async function openDialog(title = 'Export a case', button = 'Export the event on Gate') {
  const user = quickUser();
  await user.click(await screen.findByRole('button', { name: button, hidden: true }, { timeout: 30_000 }));
  // Under test rc-util gives every dialog's title the same id: the dialog is found by its title's text.
  const [heading] = await screen.findAllByText(title, {}, { timeout: 30_000 });
  const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return { user, dialog: within(dialog) };
}

describe('export dialog', { timeout: 60_000 }, () => {
  it('starts an export of the event’s stream, ten seconds around it, and watches the new job', async () => {
    const server = serve();
    server.on(CREATE, { data: { id: 'job1', status: 'queued' } });
    renderApp('/events');
    const { user, dialog } = await openDialog();
    expect(dialog.getByText('Gate')).toBeTruthy();
    await fill(user, dialog.getByRole('textbox', { name: 'Case name' }), ' Case 118 ');
    await fill(user, dialog.getByRole('textbox', { name: 'Reason' }), 'Police request 77-118');
    await user.click(dialog.getByRole('switch', { name: 'Burn a watermark' }));
    await user.click(dialog.getByRole('button', { name: 'Start export' }));
    await waitFor(() => expect(server.calls(CREATE)).toHaveLength(1));
    expect(server.calls(CREATE)[0]?.body as CreateExportBody).toEqual({
      name: 'Case 118',
      reason: 'Police request 77-118',
      items: [{ streamId: 'gate', startTime: '2026-11-22T09:59:50.000Z', endTime: '2026-11-22T10:00:22.000Z' }],
      watermark: true,
    });
    expect(await screen.findByText('The export has started.')).toBeTruthy();
    expect(useWatchedExports.getState()).toEqual({ login: 'olga', ids: ['job1'] });
  });

  it('asks for the name and the reason before sending anything', async () => {
    const server = serve();
    renderApp('/events');
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Start export' }));
    expect(await dialog.findByText('Name the case.')).toBeTruthy();
    expect(await dialog.findByText('Say why the video is handed over.')).toBeTruthy();
    expect(server.calls(CREATE)).toHaveLength(0);
  });

  it('shows the server’s refusal on the field it names, with the stream, and keeps what was typed', async () => {
    const server = serve();
    server.on(CREATE, () => ({
      status: 404,
      data: { code: 'NotFound', message: 'items/0: nothing is recorded', field: 'items/0/startTime' },
    }));
    renderApp('/events');
    const { user, dialog } = await openDialog();
    await fill(user, dialog.getByRole('textbox', { name: 'Case name' }), 'Case 9');
    await fill(user, dialog.getByRole('textbox', { name: 'Reason' }), 'Court order');
    await user.click(dialog.getByRole('button', { name: 'Start export' }));
    expect(await dialog.findByText('Not found: Gate')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Case name' })).toHaveProperty('value', 'Case 9');
    expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveProperty('value', 'Court order');
  });

  it('says a refusal that names no field above the form, in Russian', async () => {
    const server = serve();
    server.on(CREATE, apiError('TooManyRequests'));
    renderApp('/events', { language: 'ru' });
    const { user, dialog } = await openDialog('Экспорт по делу', 'Экспортировать событие на потоке Gate');
    await fill(user, dialog.getByRole('textbox', { name: 'Название дела' }), 'Дело 9');
    await fill(user, dialog.getByRole('textbox', { name: 'Основание' }), 'Запрос суда');
    await user.click(dialog.getByRole('button', { name: 'Начать экспорт' }));
    expect(await dialog.findByText('Слишком много запросов, попробуйте позже')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Название дела' })).toHaveProperty('value', 'Дело 9');
  });
});
