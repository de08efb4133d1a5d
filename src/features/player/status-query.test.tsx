import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Stream } from '@contract/index';
import { fakeServer, stream, users } from '@/test/fixtures';
import { fakeWebrtc } from '@/test/fake-webrtc';
import { resetApp } from '@/test/render-app';
import { createQueryClient } from '@/app/query-client';
import { playerKeys } from './api';
import * as controller from './hls-controller';
import { prefetchPlayerStatus } from './status-query';
import { dropWarmWhep, takeWarmWhep } from './warm-whep';

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

describe('prefetchPlayerStatus over WebRTC', () => {
  afterEach(() => {
    dropWarmWhep();
    vi.unstubAllGlobals();
  });

  const WHEP = '/v1/stream/cam-1/live/whep';
  const live = (overrides: Partial<Stream> = {}) => {
    const base = stream(overrides);
    return { ...base, live: { ...base.live, playlistUrl: '/v1/stream/cam-1/live/index.m3u8' } };
  };

  /** The status answers when the test says; `started` is the start-up's promise. */
  function heldStatus(answer: Stream) {
    let release = () => undefined as void;
    fakeServer(users.user).on(
      'GET /v1/stream/cam-1',
      () => new Promise((resolve) => (release = () => resolve({ data: answer }))),
    );
    const started = prefetchPlayerStatus(createQueryClient(), 'cam-1');
    return { started, release: () => release() };
  }

  it("sends the offer before the status answers, nothing of HLS, and keeps it for the page's player", async () => {
    const { fetch } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { started, release } = heldStatus(live());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(WHEP, expect.objectContaining({ method: 'POST' })));
    release();
    await started;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warmLive).not.toHaveBeenCalled();
    expect(takeWarmWhep(WHEP)).not.toBeNull();
  });

  it('drops the offer (the session deleted) once the status says the stream does not play live', async () => {
    const { fetch, closed } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { started, release } = heldStatus(live({ status: 'paused' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(WHEP, expect.objectContaining({ method: 'POST' })));
    release();
    await started;
    await vi.waitFor(() => expect(closed).toEqual([true]));
    expect(fetch).toHaveBeenLastCalledWith('/v1/stream/a/live/whep/s1', expect.objectContaining({ method: 'DELETE' }));
    expect(takeWarmWhep(WHEP)).toBeNull();
  });
});
