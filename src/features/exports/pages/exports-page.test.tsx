import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Export } from '@contract/index';
import { fakeServer, users, type FakeServer } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';
import { reloadWatchedExports } from '../watching';

/*
 * The exports page (docs/exports.md#in-the-console): the user's case exports with their progress,
 * polled while one is unfinished, a notification when one of theirs finishes (also after a reload),
 * and the package's download.
 */

afterEach(() => {
  vi.useRealTimers();
  resetApp();
});

const LIST = 'GET /v1/exports';

const job = (id: string, fields: Partial<Export> = {}): Export => ({
  id,
  name: `Case ${id}`,
  reason: 'Police request',
  status: 'done',
  progress: 1,
  size: 3 * 1024 * 1024,
  createdTime: '2026-11-22T10:00:00.000Z',
  author: 'olga',
  watermark: false,
  items: [
    {
      streamId: 'gate',
      streamName: 'Gate',
      startTime: '2026-11-22T09:00:00.000Z',
      endTime: '2026-11-22T09:05:00.000Z',
    },
  ],
  failureReason: null,
  ...fields,
});

function serve(jobs: () => Export[], who = users.user): FakeServer {
  const server = fakeServer(who);
  server.on(LIST, () => {
    const items = jobs();
    return { data: { items, total: items.length } };
  });
  signIn(server.currentSettings());
  return server;
}

async function findTable(name = 'Exports', first = 'Case a') {
  const table = await screen.findByRole('table', { name, hidden: true }, { timeout: 30_000 });
  await within(table).findByText(first);
  return table;
}

const row = (table: HTMLElement, key: string) =>
  table.querySelector<HTMLElement>(`tr[data-row-key="${key}"]`) as HTMLElement;

describe('exports page', { timeout: 60_000 }, () => {
  it('lists my exports with their status, progress while unfinished, size, and a link to each one’s page', async () => {
    serve(() => [
      job('a', { status: 'running', progress: 0.42, size: null }),
      job('b', { status: 'failed', failureReason: 'clipFailed', size: null }),
      job('c'),
    ]);
    renderApp('/exports');
    const table = await findTable();
    const running = row(table, 'a');
    expect(within(running).getByText('Packing')).toBeTruthy();
    expect(within(running).getByRole('progressbar', { name: 'Progress of Case a', hidden: true })).toBeTruthy();
    expect(within(running).getByText('42%')).toBeTruthy();
    expect(within(running).getByRole('button', { name: 'Download Case a', hidden: true })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(row(table, 'b')).getAllByText('A clip could not be cut.').length).toBeGreaterThan(0);
    const done = row(table, 'c');
    expect(within(done).getByText('Ready')).toBeTruthy();
    expect(within(done).getByText('3.0 MB')).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Case c', hidden: true }).getAttribute('href')).toBe('/exports/c');
    expect(within(done).getByRole('button', { name: 'Download Case c', hidden: true })).toHaveProperty(
      'disabled',
      false,
    );
    // An ordinary user sees only their own: no author column.
    expect(within(table).queryAllByText('Made by')).toEqual([]);
  });

  it('polls while a job runs and says when mine is done, once', async () => {
    let status: Export['status'] = 'running';
    const server = serve(() => [job('a', { status, progress: status === 'done' ? 1 : 0.5 })]);
    const app = renderApp('/exports');
    const table = await findTable();
    expect(within(row(table, 'a')).getByText('Packing')).toBeTruthy();
    status = 'done';
    await within(table).findByText('Ready', {}, { timeout: 10_000 });
    await waitFor(() => expect(app.notifications().join(' ')).toContain('Export “Case a” is ready to download'));
    const asked = server.calls(LIST).length;
    // Nothing is unfinished any more: the list is not asked again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_500)));
    expect(server.calls(LIST).length).toBe(asked);
  });

  it('after a reload, a job of mine watched before is said finished wherever I am', async () => {
    localStorage.setItem('vigil.exports.watched', JSON.stringify({ login: 'olga', ids: ['a'] }));
    reloadWatchedExports();
    serve(() => [job('a', { status: 'failed', failureReason: 'interrupted', size: null })]);
    const app = renderApp('/help');
    await waitFor(() => expect(app.notifications().join(' ')).toContain('Export “Case a” failed'), {
      timeout: 30_000,
    });
    expect(JSON.parse(localStorage.getItem('vigil.exports.watched') ?? '{}')).toEqual({ login: 'olga', ids: [] });
  });

  it('downloads a finished package under the server’s name', async () => {
    const server = serve(() => [job('a')]);
    server.on('GET /v1/exports/a/download', {
      data: new Blob(['PK']),
      headers: { 'Content-Disposition': 'attachment; filename="Case a-2026-11-22_10-00-00.zip"' },
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:package');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/exports');
    const table = await findTable();
    await quickUser().click(within(row(table, 'a')).getByRole('button', { name: 'Download Case a', hidden: true }));
    await waitFor(() => expect(saved).toEqual(['Case a-2026-11-22_10-00-00.zip']));
    click.mockRestore();
  });

  it('shows everyone’s exports with their author to an administrator, in Russian', async () => {
    serve(() => [job('a', { author: 'ivan', status: 'queued', progress: 0, size: null })], users.admin);
    renderApp('/exports', { language: 'ru' });
    const table = await findTable('Экспорт');
    expect(within(table).getAllByText('Автор').length).toBeGreaterThan(0);
    expect(within(row(table, 'a')).getByText('ivan')).toBeTruthy();
    expect(within(row(table, 'a')).getByText('В очереди')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Проверить пакет/ })).toBeTruthy();
  });
});
