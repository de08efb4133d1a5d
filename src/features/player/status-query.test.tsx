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

  /**
   * Start-up on cam-1's page with the status held back until the offer has gone, then answering
   * `answer` (the stream, or a status and body); settled once start-up's work is.
   */
  async function offeredThenAnswered(answer: Stream | { status: number; data: unknown }) {
    const webrtc = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    let release = () => undefined as void;
    const reply = 'uid' in answer ? { data: answer } : answer;
    fakeServer(users.user).on('GET /v1/stream/cam-1', () => new Promise((resolve) => (release = () => resolve(reply))));
    const started = prefetchPlayerStatus(createQueryClient(), 'cam-1');
    await vi.waitFor(() =>
      expect(webrtc.fetch).toHaveBeenCalledWith(WHEP, expect.objectContaining({ method: 'POST' })),
    );
    release();
    await started;
    return webrtc;
  }

  it("sends the offer before the status answers, nothing of HLS, and keeps it for the page's player", async () => {
    const { fetch } = await offeredThenAnswered(live());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warmLive).not.toHaveBeenCalled();
    expect(takeWarmWhep(WHEP)).not.toBeNull();
  });

  it('drops the offer (the session deleted) once the status says the stream does not play live', async () => {
    const { fetch, closed } = await offeredThenAnswered(live({ status: 'paused' }));
    await vi.waitFor(() => expect(closed).toEqual([true]));
    expect(fetch).toHaveBeenLastCalledWith('/v1/stream/a/live/whep/s1', expect.objectContaining({ method: 'DELETE' }));
    expect(takeWarmWhep(WHEP)).toBeNull();
  });

  it('drops the offer of a stream the user may not see', async () => {
    const { closed } = await offeredThenAnswered({ status: 404, data: { code: 'NotFound' } });
    await vi.waitFor(() => expect(closed).toEqual([true]));
    expect(takeWarmWhep(WHEP)).toBeNull();
  });

  it("keeps the offer when the status request fails: the page's player asks again and takes it", async () => {
    const { closed } = await offeredThenAnswered({ status: 503, data: { code: 'Unavailable' } });
    expect(closed).toEqual([]);
    expect(takeWarmWhep(WHEP)).not.toBeNull();
  });

  it('drops the offer when the status names another playlist, which is then warmed instead', async () => {
    // The fixture's playlist has no WHEP endpoint beside it: it plays HLS.
    const { closed } = await offeredThenAnswered(stream());
    await vi.waitFor(() => expect(closed).toEqual([true]));
    expect(warmLive).toHaveBeenCalledExactlyOnceWith('/live/cam-1/index.m3u8');
    expect(takeWarmWhep(WHEP)).toBeNull();
  });
});
