import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VersionCheck } from '../contract/schemas/stats';
import { VERSION_CHECK_RETRY_MS, VERSION_CHECK_TTL_MS } from '../src/stats/version-check';
import { useTestServer, withCookie } from './helpers';

const t = useTestServer();

/** A provider's release API on localhost: answers what the test says and counts the requests. */
async function provider(answer: (res: http.ServerResponse) => void) {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases/latest`;
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url, asked };
}
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of closers.splice(0)) {
    await close();
  }
});

const json = (body: object) => (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function configure(url: string | null) {
  const res = await t.server.app.inject({
    method: 'PUT',
    url: '/v1/admin/configuration',
    headers: withCookie(t.admin),
    payload: { versionCheckUrl: url },
  });
  expect(res.statusCode).toBe(200);
}

async function check(): Promise<VersionCheck> {
  const res = await t.server.app.inject({ url: '/v1/version-check', headers: withCookie(t.admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as VersionCheck;
}

describe('the version check', () => {
  it('makes no request at all while no address is configured', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const reply = await check();
    expect(reply).toMatchObject({ configured: false, latest: null, updateAvailable: false, releaseNotesUrl: null });
    expect(reply.current).toBe(t.server.config.version);
    expect(fetched).not.toHaveBeenCalled();
  });

  it("tells a newer release with its notes, and keeps the provider's answer for an hour", async () => {
    const fake = await provider(json({ version: '999.1.0', releaseNotesUrl: 'https://example.com/notes/999.1.0' }));
    await configure(fake.url);
    expect(await check()).toMatchObject({
      configured: true,
      latest: '999.1.0',
      updateAvailable: true,
      releaseNotesUrl: 'https://example.com/notes/999.1.0',
    });
    t.now += VERSION_CHECK_TTL_MS - 1000;
    await check();
    expect(fake.asked).toEqual(['/releases/latest']);
    t.now += 2000;
    await check();
    expect(fake.asked.length).toBe(2);
  });

  it('says up to date when the latest release is the running one', async () => {
    const fake = await provider(json({ tag_name: `v${t.server.config.version}`, html_url: 'https://example.com/r' }));
    await configure(fake.url);
    expect(await check()).toMatchObject({ latest: t.server.config.version, updateAvailable: false });
  });

  it('gives latest null, never an error, when the provider fails, does not answer or is not there', async () => {
    const failing = await provider((res) => res.writeHead(500).end('oops'));
    await configure(failing.url);
    expect(await check()).toMatchObject({ configured: true, latest: null, updateAvailable: false });
    // Asked again only after a few minutes.
    await check();
    expect(failing.asked.length).toBe(1);
    t.now += VERSION_CHECK_RETRY_MS;

    const silent = await provider(() => undefined);
    await configure(silent.url);
    const started = Date.now();
    expect((await check()).latest).toBeNull();
    expect(Date.now() - started).toBeLessThan(10_000);

    await configure('http://127.0.0.1:9/nothing-listens');
    expect((await check()).latest).toBeNull();
  });
});
