import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TunnelStatus } from '../contract/schemas/tunnel';
import { removeDir, startServer, unlock, withCookie, type TestServer } from './helpers';
import { storeLicense, testVendor } from './support/license';
import { freePort } from './support/free-port';
import { accepts, createSshRelay, type SshRelay } from './support/ssh-relay';

/**
 * The tunnel against a real OpenSSH server on loopback as the relay: the console and the API
 * answer at the relay's public address; stop frees the port; a killed or frozen relay is reported
 * within 30 s and the tunnel comes back with it; a relay showing another host key is never used;
 * the license decides whether it may start at all (docs/console.md#roles-and-permissions).
 */
const CONSOLE_MARK = 'vigil-console-through-the-tunnel';
const vendor = testVendor();
let relay: SshRelay;
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  relay = await createSshRelay();
  const consoleDir = fs.mkdtempSync(path.join(relay.dir, 'console-'));
  fs.writeFileSync(path.join(consoleDir, 'index.html'), `<!doctype html><title>${CONSOLE_MARK}</title>`);
  // DE: the same relay, but pinned to a key it does not have (its client key's fingerprint).
  const otherKey = relay.relayEntry('DE');
  const { execFileSync } = await import('node:child_process');
  otherKey.hostKey = execFileSync('ssh-keygen', ['-l', '-f', `${relay.clientKeyFile}.pub`], { encoding: 'utf8' }).split(
    ' ',
  )[1];
  // NL: a client key the relay does not know (its own host key); FI: a port nothing listens on.
  const strangerKey = { ...relay.relayEntry('NL'), privateKeyFile: path.join(relay.dir, 'host_key') };
  const nowhere = { ...relay.relayEntry('FI'), port: await freePort() };
  server = await startServer({
    env: {
      VIGIL_TUNNEL_RELAYS: JSON.stringify([relay.relayEntry('RU'), otherKey, strangerKey, nowhere]),
      VIGIL_LICENSE_KEYS: vendor.publicKey,
      VIGIL_CONSOLE_DIR: consoleDir,
    },
    tunnel: { backoff: { minMs: 200, maxMs: 1_000 }, licenseCheckMs: 200 },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  cookie = await unlock(server);
});
afterAll(async () => {
  await server?.close();
  relay?.remove();
  if (server) removeDir(server.dir);
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await server.app.inject({ method, url, headers: withCookie(cookie), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const status = async () => (await call('GET', '/v1/tunnel/status')).body as unknown as TunnelStatus;
const installLicense = async (days: number, features = ['tunnel']) =>
  expect(
    (await call('PUT', '/v1/system/license', { text: vendor.license(Date.now(), days, { features }) })).status,
  ).toBe(200);

/** Polls the status until `ok` holds; answers it and the milliseconds it took. */
async function until(ok: (s: TunnelStatus) => boolean, timeoutMs: number, what: string) {
  const started = Date.now();
  for (;;) {
    const s = await status();
    if (ok(s)) return { status: s, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const running = (timeoutMs = 15_000) => until((s) => s.state === 'running', timeoutMs, 'a running tunnel');
const portOf = (url: string | null) => Number(new URL(url ?? 'http://x').port);

describe('the tunnel without the license it needs', () => {
  it.each([
    ['no license', null, 'EnterpriseOnly'],
    ['an expired license', { days: -1, features: ['tunnel'] }, 'LicenseExpired'],
    ['a license without the tunnel feature', { days: 30, features: ['cluster'] }, 'FeatureNotInLicense'],
  ] as const)('refuses to start with %s, and stays stopped', async (_, license, code) => {
    // An expired license cannot be installed: it is one installed earlier that has since ended.
    if (license?.days === -1)
      await storeLicense(server, vendor.license(Date.now(), -1, { features: [...license.features] }));
    else if (license) await installLicense(license.days, [...license.features]);
    const res = await call('POST', '/v1/tunnel/start', { location: 'RU' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(code);
    expect(await status()).toMatchObject({ state: 'stopped', url: null });
    const audit = await call('GET', '/v1/admin/audit-logs?action=tunnel.start&outcome=failure');
    expect(JSON.stringify(audit.body)).toContain(code);
  });
});

describe('the tunnel through an OpenSSH relay', () => {
  beforeAll(() => installLicense(30));

  it('lists the configured locations in the boot data', async () => {
    expect((await call('GET', '/v1/system/internal/ui/settings')).body.tunnelLocations).toEqual([
      'RU',
      'DE',
      'NL',
      'FI',
    ]);
  });

  it('refuses a location without a relay', async () => {
    const res = await call('POST', '/v1/tunnel/start', { location: 'FR' });
    expect(res).toMatchObject({ status: 400, body: { code: 'ValidationError', reason: 'tunnelLocationUnknown' } });
  });

  it('serves the console and the API at the public address, and stop frees the port', async () => {
    // No location: RU, the default one.
    const started = await call('POST', '/v1/tunnel/start', {});
    expect(started.body).toMatchObject({ state: 'starting', location: 'RU' });
    const { status: up } = await running();
    expect(up).toMatchObject({ location: 'RU', failureReason: null });
    expect(Date.parse(up.startedTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const port = portOf(up.url);
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(relay.port);

    const ui = await fetch(new URL('ui/', up.url ?? ''));
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain(CONSOLE_MARK);
    const health = await fetch(new URL('v1/system/health', up.url ?? ''));
    expect(health.status).toBe(200);
    expect(await health.json()).toHaveProperty('warnings');

    const stopped = await call('POST', '/v1/tunnel/stop');
    expect(stopped.body).toMatchObject({ state: 'stopped', url: null, location: null });
    expect(await accepts(port)).toBe(false);
    const audit = JSON.stringify((await call('GET', '/v1/admin/audit-logs?action=tunnel.')).body);
    expect(audit).toContain('tunnel.stop');
    expect(audit).toContain('tunnel.start');
  });

  it('reports a killed relay within 30 s and comes back when it returns', { timeout: 90_000 }, async () => {
    await call('POST', '/v1/tunnel/start', { location: 'RU' });
    await running();
    relay.kill('SIGKILL');
    const lost = await until((s) => s.state === 'failed', 30_000, 'the tunnel to fail');
    expect(lost.status).toMatchObject({ failureReason: 'connectionLost', url: null });
    expect(lost.status.retryTime).not.toBeNull();
    console.info(`tunnel: relay SIGKILL reported after ${lost.ms} ms`);
    await relay.start();
    const back = await running(20_000);
    console.info(`tunnel: running again ${back.ms} ms after the relay returned`);
    expect((await fetch(new URL('v1/system/health', back.status.url ?? ''))).status).toBe(200);
    await call('POST', '/v1/tunnel/stop');
  });

  it('notices a relay that stops answering (keepalive) within 30 s', { timeout: 90_000 }, async () => {
    await call('POST', '/v1/tunnel/start', { location: 'RU' });
    await running();
    // Frozen, not closed: no FIN reaches us, only the unanswered keepalives tell.
    relay.kill('SIGSTOP');
    try {
      const lost = await until((s) => s.state === 'failed', 30_000, 'the keepalive to give up');
      expect(lost.status.failureReason).toBe('connectionLost');
      console.info(`tunnel: frozen relay reported after ${lost.ms} ms`);
    } finally {
      relay.kill('SIGKILL');
    }
    await relay.start();
    await running(30_000);
    await call('POST', '/v1/tunnel/stop');
  });

  it('refuses a relay whose host key is not the pinned one, and keeps trying', async () => {
    await call('POST', '/v1/tunnel/start', { location: 'DE' });
    const refused = await until((s) => s.state === 'failed', 15_000, 'the host key to be refused');
    expect(refused.status).toMatchObject({ location: 'DE', failureReason: 'hostKeyMismatch', url: null });
    expect(refused.status.retryTime).not.toBeNull();
    await call('POST', '/v1/tunnel/stop');
    expect(await status()).toMatchObject({ state: 'stopped' });
  });

  it.each([
    ['NL', 'a relay that refuses our key', 'authenticationFailed'],
    ['FI', 'a relay that is not there', 'relayUnreachable'],
  ])('names the reason at %s, %s', async (location, _, reason) => {
    await call('POST', '/v1/tunnel/start', { location });
    const failed = await until((s) => s.state === 'failed', 15_000, `${location} to fail`);
    expect(failed.status).toMatchObject({ location, failureReason: reason, url: null });
    await call('POST', '/v1/tunnel/stop');
  });

  it('closes a running tunnel when the license is removed, and does not try again', async () => {
    await call('POST', '/v1/tunnel/start', { location: 'RU' });
    const port = portOf((await running()).status.url);
    try {
      expect((await call('DELETE', '/v1/system/license')).status).toBe(200);
      const withdrawn = await until((s) => s.state === 'failed', 5_000, 'the tunnel to close');
      expect(withdrawn.status).toMatchObject({ failureReason: 'licenseWithdrawn', retryTime: null, url: null });
      expect(await accepts(port)).toBe(false);
    } finally {
      await call('POST', '/v1/tunnel/stop');
      await installLicense(30);
    }
  });

  it('closes the tunnel when the server closes', async () => {
    await call('POST', '/v1/tunnel/start', { location: 'RU' });
    const port = portOf((await running()).status.url);
    expect(await accepts(port)).toBe(true);
    await server.app.close();
    expect(await accepts(port)).toBe(false);
  });
});
