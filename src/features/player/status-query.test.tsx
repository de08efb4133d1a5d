import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, stream, users } from '@/test/fixtures';
import { resetApp } from '@/test/render-app';
import { createQueryClient } from '@/app/query-client';
import { playerKeys } from './api';
import * as controller from './hls-controller';
import { prefetchPlayerStatus } from './status-query';

vi.mock('./hls-controller', async (original) => ({ ...(await original<typeof controller>()), warmLive: vi.fn() }));
const { warmLive } = controller;

afterEach(() => {
  resetApp();
  vi.mocked(warmLive).mockClear();
});

describe('prefetchPlayerStatus (start-up on a player page)', () => {
  it("fills the stream's entry and starts loading its live playlist", async () => {
    fakeServer(users.user).on('GET /v1/stream/cam-1', { data: stream() });
    const client = createQueryClient();
    await prefetchPlayerStatus(client, 'cam-1');
    expect(client.getQueryData(playerKeys.stream('cam-1'))).toMatchObject({ name: 'Front door' });
    expect(warmLive).toHaveBeenCalledExactlyOnceWith('/live/cam-1/index.m3u8');
  });

  it('warms nothing for a stream that does not play live, or one the user may not see', async () => {
    fakeServer(users.user)
      .on('GET /v1/stream/cam-1', { data: stream({ status: 'paused' }) })
      .on('GET /v1/stream/cam-2', { status: 403, data: { code: 'Forbidden' } });
    const client = createQueryClient();
    await prefetchPlayerStatus(client, 'cam-1');
    await prefetchPlayerStatus(client, 'cam-2');
    expect(client.getQueryData(playerKeys.stream('cam-1'))).toMatchObject({ status: 'paused' });
    expect(warmLive).not.toHaveBeenCalled();
  });
});
