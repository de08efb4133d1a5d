import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, removeDir, signIn, startServer, unlock, withCookie, type TestServer } from './helpers';

let server: TestServer;
afterEach(async () => {
  await server.close();
  removeDir(server.dir);
});

describe('persistence', () => {
  it('keeps users, sessions and tokens across a restart', async () => {
    server = await startServer();
    await unlock(server);
    const cookie = await signIn(server, ADMIN.login, ADMIN.password);
    const token = (
      await server.app.inject({
        method: 'POST',
        url: '/v1/token',
        headers: withCookie(cookie),
        payload: { name: 'keep' },
      })
    ).json().secret as string;

    server = await server.restart();
    expect(server.ctx.state.locked).toBe(false);
    expect((await server.app.inject({ url: '/v1/user', headers: withCookie(cookie) })).json().name).toBe(ADMIN.login);
    expect(
      (await server.app.inject({ url: '/v1/user', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    await signIn(server, ADMIN.login, ADMIN.password);
  });
});
