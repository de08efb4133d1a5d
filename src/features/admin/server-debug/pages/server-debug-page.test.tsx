import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerLogLevel, ServerLogLine, SystemLogsQuery } from '@contract/index';
import { apiError, fakeServer, users, type FakeServer } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';
import { sampleStats } from '../logic/sample-stats';

/*
 * Server debug (/administration/server-debug): the server's log tailed every second with a level
 * and a text, paused and resumed; the log level changed at run time; the process stats beside it.
 */

afterEach(() => resetApp());

const LOGS = 'GET /v1/system/logs';
const RANK: Record<ServerLogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** A server whose log holds `log` and filters and pages it as the real one does. */
function serve(log: ServerLogLine[]): FakeServer & { level: ServerLogLevel } {
  const server = Object.assign(fakeServer(users.admin), { level: 'info' as ServerLogLevel });
  server.on(LOGS, (request) => {
    const q = request.query as SystemLogsQuery;
    const newest = log.at(-1)?.seq ?? 0;
    const lines = log
      .filter((l) => q.since === undefined || l.seq > q.since)
      .filter((l) => !q.level || RANK[l.level] >= RANK[q.level])
      .filter((l) => !q.search || l.text.toLowerCase().includes(q.search.toLowerCase()));
    return { data: { lines, cursor: Math.max(newest, q.since ?? 0) } };
  });
  server.on('GET /v1/system/stats', { data: sampleStats });
  server.on('GET /v1/system/log-level', () => ({ data: { level: server.level } }));
  server.on('PUT /v1/system/log-level', (request) => {
    server.level = (request.body as { level: ServerLogLevel }).level;
    return { data: { level: server.level } };
  });
  signIn(server.currentSettings());
  return server;
}

let seq = 100;
const line = (text: string, level: ServerLogLevel = 'info'): ServerLogLine => ({
  seq: ++seq,
  time: '2026-11-22T10:00:00.000Z',
  level,
  text,
});

const main = () => screen.getByRole('main', { hidden: true });
/** The log box, once the lazy shell and page are in (the header shows the title too: queries stay in main). */
const logBox = async () => screen.findByRole('log', { name: 'Server log', hidden: true }, { timeout: 30_000 });
const combobox = (name: string) => within(main()).getByRole('combobox', { name, hidden: true });
const queries = (server: FakeServer) => server.calls(LOGS).map((r) => r.query as SystemLogsQuery);

async function choose(user: ReturnType<typeof quickUser>, label: string, text: string) {
  await user.click(combobox(label));
  const options = await screen.findAllByTitle(text);
  await user.click(options.at(-1) as HTMLElement);
}

describe('server debug', { timeout: 60_000 }, () => {
  it('shows the process stats and the log, and a new server line in the next poll after the cursor', async () => {
    const log = [line('server started'), line('request refused code=AuthorizationFailed', 'info')];
    const server = serve(log);
    renderApp('/administration/server-debug');
    const box = await logBox();
    await within(box).findByText('request refused code=AuthorizationFailed');
    expect(within(box).getAllByText('INFO')).toHaveLength(2);

    const card = within(main()).getByRole('region', { name: 'Server process stats', hidden: true });
    await within(card).findByText('4.5.6');
    expect(within(card).getByText('1 d 1 h 1 min')).toBeTruthy();
    expect(within(card).getByText('150 MiB')).toBeTruthy();
    expect(within(card).getByText('7.3 %')).toBeTruthy();
    expect(within(card).getByText('0.50 · 0.25 · 1.50')).toBeTruthy();

    log.push(line('recorder crashed', 'error'));
    await within(box).findByText('recorder crashed', {}, { timeout: 3_000 });
    expect(within(box).getByText('ERROR')).toBeTruthy();
    // The first request took the latest lines; every later one only those after the cursor.
    const asked = queries(server);
    expect(asked[0]).toEqual({});
    expect(asked.slice(1).every((q) => q.since !== undefined && q.since >= 102)).toBe(true);
    expect(within(box).getAllByText('server started')).toHaveLength(1);
  });

  it('narrows the log to a level and above and to a text, starting the tail anew', async () => {
    const user = quickUser();
    const server = serve([line('all quiet'), line('disk is getting full', 'warn'), line('gate camera lost', 'error')]);
    renderApp('/administration/server-debug');
    await within(await logBox()).findByText('all quiet');
    // Another filter starts a new tail: the box is drawn anew, so it is looked up each time.
    const shown = async () => (await logBox()).textContent ?? '';

    await choose(user, 'Show from level', 'Warning');
    await waitFor(async () => expect(await shown()).not.toContain('all quiet'));
    expect(await shown()).toContain('disk is getting full');
    expect(queries(server)).toContainEqual({ level: 'warn' });

    await user.type(within(main()).getByRole('searchbox', { name: 'Search the log', hidden: true }), 'GATE');
    await waitFor(async () => expect(await shown()).not.toContain('disk is getting full'));
    expect(await shown()).toContain('gate camera lost');
    expect(queries(server)).toContainEqual({ level: 'warn', search: 'GATE' });
  });

  it('stops asking while paused and goes on when resumed', async () => {
    const user = quickUser();
    const log = [line('first')];
    const server = serve(log);
    renderApp('/administration/server-debug');
    const box = await logBox();
    await within(box).findByText('first');
    await user.click(within(main()).getByRole('button', { name: 'Pause', hidden: true }));
    expect(within(main()).getByRole('button', { name: 'Resume', hidden: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const asked = server.calls(LOGS).length;
    log.push(line('while paused'));
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(server.calls(LOGS).length).toBe(asked);
    expect(within(box).queryByText('while paused')).toBeNull();

    await user.click(within(main()).getByRole('button', { name: 'Resume', hidden: true }));
    await within(box).findByText('while paused', {}, { timeout: 3_000 });
  });

  it('changes the level the server logs at', async () => {
    const user = quickUser();
    const server = serve([line('ready')]);
    renderApp('/administration/server-debug');
    await logBox();
    await waitFor(() => expect(combobox('Server log level').closest('.ant-select')?.textContent).toContain('Info'));
    await choose(user, 'Server log level', 'Debug');
    await within(main()).findByText('The server now logs at Debug and above.');
    expect(server.calls('PUT /v1/system/log-level').map((r) => r.body)).toEqual([{ level: 'debug' }]);
    expect(server.level).toBe('debug');
  });

  it('says the log is for administrators when the server refuses it', async () => {
    const server = serve([]);
    server.on(LOGS, apiError('Forbidden'));
    renderApp('/administration/server-debug');
    await screen.findByText('Only administrators read the server log.', {}, { timeout: 30_000 });
  });
});
