import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createHttp, DEFAULT_TIMEOUT_MS, READ_TIMEOUT_MS, setHttp } from './client';

/** A fake network: the one true boundary of the HTTP client. */
function fakeNetwork(
  respond: (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | 'no-response',
) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const answer = respond(config);
    if (answer === 'no-response') throw Object.assign(new Error('Network Error'), { config, isAxiosError: true });
    const response = { ...answer, statusText: '', headers: {}, config, request: {} };
    if (answer.status >= 400) {
      throw Object.assign(new Error(`HTTP ${answer.status}`), { config, response, isAxiosError: true });
    }
    return response;
  };
  const http = createHttp();
  http.defaults.adapter = adapter;
  setHttp(http);
  return seen;
}

afterEach(() => setHttp(createHttp()));

describe('call', () => {
  it('builds the method and URL from the contract, encoding path params', async () => {
    const seen = fakeNetwork(() => ({ status: 200, data: { ok: true } }));
    await call('deleteSession', { params: { id: 'a/b ../c' } });
    expect(seen[0]?.method).toBe('delete');
    expect(seen[0]?.url).toBe('/v1/session/a%2Fb%20..%2Fc');
    expect(seen[0]?.withCredentials).toBe(true);
  });

  it('sends the body and returns the reply', async () => {
    const seen = fakeNetwork(() => ({ status: 200, data: { mustChangePassword: true } }));
    const reply = await call('signIn', { body: { login: 'ada', password: 'pw' } });
    expect('mustChangePassword' in reply && reply.mustChangePassword).toBe(true);
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ login: 'ada', password: 'pw' });
  });

  it('throws typed errors for server failures and for silence', async () => {
    fakeNetwork(() => ({ status: 423, data: { code: 'Locked', message: 'locked' } }));
    await expect(call('getMe', {})).rejects.toMatchObject({ status: 423, code: 'Locked' });
    fakeNetwork(() => 'no-response');
    await expect(call('getMe', {})).rejects.toMatchObject({ status: null, code: 'ServerNotResponding' });
  });

  it('gives a read up after 5 s, so a hanging server is noticed soon; writes and downloads keep 30 s', async () => {
    const seen = fakeNetwork(() => ({ status: 200, data: {} }));
    await call('getHealth', {});
    await call('signIn', { body: { login: 'ada', password: 'pw' } });
    await call('probeStream', { query: { url: 'rtsp://cam/1' }, timeout: 60_000 });
    expect(seen.map((c) => c.timeout)).toEqual([READ_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, 60_000]);
    expect(READ_TIMEOUT_MS).toBeLessThanOrEqual(5_000);
  });
});
