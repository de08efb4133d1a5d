import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, removeDir, startServer, unlock, withCookie, type TestServer } from './helpers';

let server: TestServer;
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

describe('initialization', () => {
  it('answers 423 to everything but settings, health and unlock until the first administrator exists', async () => {
    server = await startServer();
    const settings = await server.app.inject({ url: '/v1/system/internal/ui/settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ isLocked: true, user: null });
    expect((await server.app.inject({ url: '/v1/system/health' })).statusCode).toBe(200);

    for (const [method, url] of [
      ['GET', '/v1/user'],
      ['POST', '/v1/sign-in'],
      ['GET', '/v1/users'],
      ['GET', '/v1/tokens'],
    ] as const) {
      const res = await server.app.inject({
        method,
        url,
        payload: method === 'POST' ? { login: 'a', password: 'b' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(423);
      expect(res.json()).toEqual({ code: 'Locked', message: expect.any(String) });
    }

    const cookie = await unlock(server);
    const after = await server.app.inject({ url: '/v1/system/internal/ui/settings', headers: withCookie(cookie) });
    expect(after.json()).toMatchObject({
      isLocked: false,
      user: { name: ADMIN.login, isAdmin: true, permissionType: 'admin' },
    });
    expect((await server.app.inject({ url: '/v1/user', headers: withCookie(cookie) })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/v1/user' })).statusCode).toBe(401);
  });

  it('unlocks only once', async () => {
    server = await startServer();
    await unlock(server);
    const again = await server.app.inject({
      method: 'POST',
      url: '/v1/system/unlock',
      payload: { ...ADMIN, login: 'other' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AlreadyUsed');
  });

  it('refuses a weak first password, so no known password ever exists', async () => {
    server = await startServer();
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/system/unlock',
      payload: { ...ADMIN, password: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PasswordNotComplexEnough',
      field: 'password',
      reason: 'passwordTooShort',
      message: 'Password is not complex enough: at least 8 characters',
    });
    expect(server.ctx.state.locked).toBe(true);
  });

  it('names the reason of a refused first password: one that contains the login', async () => {
    server = await startServer();
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/system/unlock',
      payload: { ...ADMIN, password: `My-${ADMIN.login.toUpperCase()}-2026` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PasswordNotComplexEnough', reason: 'passwordContainsLogin' });
    expect(server.ctx.state.locked).toBe(true);
  });

  it('serves the boot data with the defaults of the spec', async () => {
    server = await startServer();
    expect((await server.app.inject({ url: '/v1/system/internal/ui/settings' })).json()).toMatchObject({
      archiveMaxDepthHours: -1,
      archiveDownloadMaxSeconds: 3600,
      playlistMaxSeconds: 604800,
      rangesMaxSeconds: 10800,
      smtpServerEnabled: true,
      tunnelLocations: [],
      productType: 'community',
      clusterEnabled: false,
      features: expect.objectContaining({ tunnel: false }),
    });
  });

  it('warns about disk space from the real usage of the data folder', async () => {
    server = await startServer({ env: { VIGIL_DISK_WARN_PERCENT: '1' } });
    const health = (await server.app.inject({ url: '/v1/system/health' })).json();
    expect(health.version).toBe(server.config.version);
    expect(health.warnings).toEqual([{ code: 'ALLOC_DIR_DISK_SPACE', usedPercent: expect.any(Number) }]);
    expect(health.warnings[0].usedPercent).toBeGreaterThan(0);
    await server.close();
    server = await startServer({ env: { VIGIL_DISK_WARN_PERCENT: '100' } });
    expect((await server.app.inject({ url: '/v1/system/health' })).json().warnings).toEqual([]);
  });
});
