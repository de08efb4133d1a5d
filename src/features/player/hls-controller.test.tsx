import { Events } from 'hls.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  attachPlayback,
  FALLBACK_READY_MS,
  forgetWebrtcRefusals,
  PLAYER_CONFIG,
  playerConfigFor,
  refusalOf,
  WARM_MAX_MS,
  WEBRTC_PICTURE_MS,
  wallPlaylist,
  warmLive,
  type HlsFactory,
  type HlsLike,
} from './hls-controller';
import { warmLiveForDevice } from './warm-live';
import { fakeWebrtc } from '@/test/fake-webrtc';
import { usePlaybackStore } from '@/shared/preferences/playback-store';

/** hls.js itself needs Media Source Extensions, which jsdom lacks: a stand-in that records calls. */
class FakeHls implements HlsLike {
  listeners = new Map<string, (event: string, data: never) => void>();
  calls: string[] = [];
  starts: (number | undefined)[] = [];
  playingDate: Date | null = null;
  latency = 0;
  targetLatency: number | null = null;
  liveSyncPosition: number | null = null;
  loadSource(url: string) {
    this.calls.push(`load ${url}`);
  }
  attachMedia() {
    this.calls.push('attach');
  }
  startLoad(position?: number) {
    this.starts.push(position);
  }
  recoverMediaError() {
    this.calls.push('recover');
  }
  destroy() {
    this.calls.push('destroy');
  }
  on(event: string, listener: (event: string, data: never) => void) {
    this.listeners.set(event, listener);
  }
  emit(event: string, data: unknown) {
    this.listeners.get(event)?.(event, data as never);
  }
}

function setup() {
  const hls = new FakeHls();
  const factory: HlsFactory = vi.fn(() => hls);
  const video = document.createElement('video');
  return { hls, factory, video };
}

const t0 = Date.parse('2026-11-22T10:00:00Z');
const level = (fragments: { start: number; duration: number; programDateTime: number | null }[]) => ({
  details: { fragments },
});

describe('attachPlayback', () => {
  it('bounds the back buffer and the retries', () => {
    expect(PLAYER_CONFIG.backBufferLength).toBeLessThanOrEqual(30);
    expect(PLAYER_CONFIG.fragLoadPolicy?.default.errorRetry?.maxNumRetry).toBeLessThanOrEqual(3);
    expect(PLAYER_CONFIG.manifestLoadPolicy?.default.timeoutRetry?.maxNumRetry).toBeLessThanOrEqual(3);
  });

  it('asks for cookies only from another server, so requests to its own go out at once', () => {
    const origin = 'http://console.example';
    expect(playerConfigFor('/v1/stream/a/live/index.m3u8', origin)).toBe(PLAYER_CONFIG);
    expect(playerConfigFor(`${origin}/v1/stream/a/live/index.m3u8`, origin).xhrSetup).toBeUndefined();
    const other = playerConfigFor('https://other.example/v1/stream/a/live/index.m3u8', origin);
    const xhr = { withCredentials: false } as XMLHttpRequest;
    void other.xhrSetup?.(xhr, 'https://other.example/v1/stream/a/live/index.m3u8', {} as never);
    expect(xhr.withCredentials).toBe(true);
    expect(other.backBufferLength).toBe(PLAYER_CONFIG.backBufferLength);
  });

  it("sends a share link's token with every request to its own server, without asking for cookies", () => {
    const origin = 'http://console.example';
    const config = playerConfigFor('/v1/stream/a/live/index.m3u8', origin, { 'x-vigil-share': 'tok' });
    const sent: [string, string][] = [];
    const xhr = { withCredentials: false, setRequestHeader: (n: string, v: string) => sent.push([n, v]) };
    void config.xhrSetup?.(xhr as unknown as XMLHttpRequest, '/v1/stream/a/live/index.m3u8', {} as never);
    expect(sent).toEqual([['x-vigil-share', 'tok']]);
    expect(xhr.withCredentials).toBe(false);
  });

  it("gives a wall's tile smaller buffers than the player's, no low-latency mode, and the tiles' shared worker", () => {
    const { factory, video } = setup();
    attachPlayback(video, { url: '/v1/stream/a/live/index.m3u8', live: true, wall: true }, {}, factory);
    attachPlayback(video, { url: '/v1/stream/a/live/index.m3u8', live: true }, {}, factory);
    attachPlayback(video, { url: '/v1/stream/a/live/low.m3u8', live: true, wall: true }, {}, factory);
    const [wall, single, lowRes] = vi.mocked(factory).mock.calls.map(([config]) => config);
    expect(wall).toMatchObject({ maxBufferLength: 10, backBufferLength: 15, maxMaxBufferLength: 15 });
    expect(wall?.workerPath).toMatch(/hls\.worker\.js/);
    expect(single).toMatchObject({ maxBufferLength: PLAYER_CONFIG.maxBufferLength, backBufferLength: 30 });
    expect(single?.workerPath).toBeUndefined();
    // A single player is low-latency: the playlist's PART-HOLD-BACK decides how far behind it plays
    // (a liveSyncDuration of ours would override it).
    expect(single).toMatchObject({
      lowLatencyMode: true,
      maxLiveSyncPlaybackRate: 1.25,
      liveSyncOnStallIncrease: 0.25,
    });
    expect(single?.liveSyncDuration).toBeUndefined();
    expect(wall).toMatchObject({ lowLatencyMode: false, liveSyncDuration: 1.5, maxLiveSyncPlaybackRate: 1.25 });
    // A rendition's playlist is ffmpeg's own, listed a moment after each segment: further behind.
    expect(lowRes).toMatchObject({ lowLatencyMode: false, liveSyncDuration: 4, maxBufferLength: 10 });
    // hls.js refuses a configuration that mixes the live position in seconds and in segments.
    expect(single?.liveSyncDurationCount).toBeUndefined();
    expect(wall?.liveSyncDurationCount).toBeUndefined();
  });

  it("asks a tile's live playlist without parts (no blocking reload per tile), keeping its own query", () => {
    const { hls, factory, video } = setup();
    attachPlayback(video, { url: '/v1/stream/a/live/index.m3u8?x=1', live: true, wall: true }, {}, factory);
    attachPlayback(video, { url: '/a.m3u8', live: false, wall: true }, {}, factory);
    attachPlayback(video, { url: '/v1/stream/a/live/low.m3u8', live: true, wall: true }, {}, factory);
    expect(hls.calls.filter((c) => c.startsWith('load'))).toEqual([
      'load /v1/stream/a/live/index.m3u8?x=1&parts=false',
      'load /a.m3u8',
      'load /v1/stream/a/live/low.m3u8',
    ]);
    expect(wallPlaylist('http://other:8080/v1/stream/a/live/index.m3u8', 'http://here')).toBe(
      'http://other:8080/v1/stream/a/live/index.m3u8?parts=false',
    );
  });

  it('a live video that stalled goes to the live position when too far behind, and on the way back to live', () => {
    const { hls, factory, video } = setup();
    const handle = attachPlayback(video, { url: '/live.m3u8', live: true }, {}, factory);
    Object.assign(hls, { latency: 1.3, targetLatency: 1.2, liveSyncPosition: 50 });
    video.currentTime = 10;
    // Playing without a stall before: nothing moves.
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('waiting'));
    video.dispatchEvent(new Event('playing'));
    expect(video.currentTime).toBe(10);
    // Back from a stall 20 s behind: to the live position, not on from the old buffer.
    hls.latency = 21;
    video.dispatchEvent(new Event('waiting'));
    video.dispatchEvent(new Event('playing'));
    expect(video.currentTime).toBe(50);
    hls.liveSyncPosition = 70;
    handle.toLiveEdge();
    expect(video.currentTime).toBe(70);
    handle.dispose();
    hls.liveSyncPosition = 90;
    video.dispatchEvent(new Event('waiting'));
    video.dispatchEvent(new Event('playing'));
    handle.toLiveEdge();
    expect(video.currentTime).not.toBe(90);
  });

  it('never moves an archive video after a stall', () => {
    const { hls, factory, video } = setup();
    attachPlayback(video, { url: '/a.m3u8', live: false }, {}, factory);
    Object.assign(hls, { latency: 30, targetLatency: 1, liveSyncPosition: 50 });
    video.currentTime = 5;
    video.dispatchEvent(new Event('waiting'));
    video.dispatchEvent(new Event('playing'));
    expect(video.currentTime).toBe(5);
  });

  it('starts live at the live edge at once', () => {
    const { hls, factory, video } = setup();
    attachPlayback(video, { url: '/live.m3u8', live: true }, {}, factory);
    expect(hls.calls).toEqual(['load /live.m3u8', 'attach']);
    expect(hls.starts).toEqual([-1]);
  });

  it('starts the archive where the picture of the asked moment is, once the playlist is known', () => {
    const { hls, factory, video } = setup();
    attachPlayback(video, { url: '/a.m3u8', live: false, startAt: t0 + 3500 }, {}, factory);
    expect(hls.starts).toEqual([]);
    hls.emit(
      Events.LEVEL_LOADED,
      level([
        { start: 0, duration: 2, programDateTime: t0 },
        { start: 2, duration: 2, programDateTime: t0 + 2000 },
      ]),
    );
    hls.emit(Events.LEVEL_LOADED, level([]));
    expect(hls.starts).toEqual([3.5]);
  });

  it('says so when an archive playlist holds nothing', () => {
    const { hls, factory, video } = setup();
    const onEmpty = vi.fn();
    attachPlayback(video, { url: '/a.m3u8', live: false, startAt: t0 }, { onEmpty }, factory);
    hls.emit(Events.LEVEL_LOADED, level([]));
    expect(onEmpty).toHaveBeenCalledTimes(1);
    expect(hls.starts).toEqual([]);
  });

  it('recovers a media error twice, then gives up', () => {
    const { hls, factory, video } = setup();
    const onFatal = vi.fn();
    attachPlayback(video, { url: '/live.m3u8', live: true }, { onFatal }, factory);
    const fatal = { fatal: true, type: 'mediaError', details: 'bufferStalledError' };
    hls.emit(Events.ERROR, { fatal: false, type: 'networkError', details: 'fragLoadError' });
    hls.emit(Events.ERROR, fatal);
    hls.emit(Events.ERROR, fatal);
    expect(onFatal).not.toHaveBeenCalled();
    hls.emit(Events.ERROR, fatal);
    expect(hls.calls.filter((c) => c === 'recover')).toHaveLength(2);
    expect(onFatal).toHaveBeenCalledWith('bufferStalledError', null);
  });

  it('reads the playing time from the playlist dates, and disposes once, clearing the source', () => {
    const { hls, factory, video } = setup();
    video.setAttribute('src', 'blob:whatever');
    const load = vi.spyOn(video, 'load').mockImplementation(() => undefined);
    const handle = attachPlayback(video, { url: '/live.m3u8', live: true }, {}, factory);
    hls.playingDate = new Date(t0);
    expect(handle.playingTime()).toBe(t0);
    handle.dispose();
    handle.dispose();
    expect(hls.calls.filter((c) => c === 'destroy')).toHaveLength(1);
    expect(video.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(handle.playingTime()).toBeNull();
  });
});

describe('warmLive (start-up on a player page)', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the live playlist before there is a video, and hands that playback to the player of that playlist', () => {
    const { hls, factory, video } = setup();
    vi.spyOn(video, 'load').mockImplementation(() => undefined);
    warmLive('/live.m3u8', factory);
    expect(hls.calls).toEqual(['load /live.m3u8']);
    expect(hls.starts).toEqual([-1]);

    const later: HlsFactory = vi.fn(() => new FakeHls());
    const onFatal = vi.fn();
    const handle = attachPlayback(video, { url: '/live.m3u8', live: true }, { onFatal }, later);
    expect(later).not.toHaveBeenCalled();
    expect(hls.calls).toEqual(['load /live.m3u8', 'attach']);
    hls.emit(Events.ERROR, { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    expect(onFatal).toHaveBeenCalledWith('manifestLoadError', null); // the player's handlers, from now on
    handle.dispose();
    expect(hls.calls.at(-1)).toBe('destroy');

    attachPlayback(document.createElement('video'), { url: '/live.m3u8', live: true }, {}, later);
    expect(later).toHaveBeenCalledTimes(1); // handed over once
  });

  it('drops the warmed playback for a player of another playlist, or of the archive', () => {
    for (const source of [
      { url: '/other.m3u8', live: true },
      { url: '/live.m3u8', live: false, startAt: t0 },
    ]) {
      const { hls, factory, video } = setup();
      warmLive('/live.m3u8', factory);
      const fresh = new FakeHls();
      attachPlayback(video, source, {}, () => fresh);
      expect(hls.calls).toEqual(['load /live.m3u8', 'destroy']);
      expect(fresh.calls).toEqual([`load ${source.url}`, 'attach']);
    }
  });

  it('drops it when it fails before a player takes it, or when none does in time', () => {
    vi.useFakeTimers();
    const failing = setup();
    warmLive('/live.m3u8', failing.factory);
    failing.hls.emit(Events.ERROR, { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    expect(failing.hls.calls).toEqual(['load /live.m3u8', 'destroy']);

    const unused = setup();
    warmLive('/live.m3u8', unused.factory);
    vi.advanceTimersByTime(WARM_MAX_MS - 1);
    expect(unused.hls.calls).toEqual(['load /live.m3u8']);
    vi.advanceTimersByTime(1);
    expect(unused.hls.calls).toEqual(['load /live.m3u8', 'destroy']);

    const fresh = new FakeHls();
    attachPlayback(unused.video, { url: '/live.m3u8', live: true }, {}, () => fresh);
    expect(fresh.calls).toEqual(['load /live.m3u8', 'attach']);
  });

  it('warms nothing where Media Source Extensions are missing', () => {
    expect(() => warmLive('/live.m3u8', null)).not.toThrow();
    const fresh = new FakeHls();
    attachPlayback(document.createElement('video'), { url: '/live.m3u8', live: true }, {}, () => fresh);
    expect(fresh.calls).toEqual(['load /live.m3u8', 'attach']);
  });
});

describe('why the server refused a playlist', () => {
  const answer = (status: number, body: string, responseType = 'text') => {
    const xhr = Object.create(XMLHttpRequest.prototype) as XMLHttpRequest;
    Object.defineProperties(xhr, {
      status: { value: status },
      responseText: { value: body },
      responseType: { value: responseType },
    });
    return { networkDetails: xhr };
  };

  it("reads the catalogue code of a 4xx answer's body", () => {
    expect(refusalOf(answer(403, '{"code":"LicenseExpired","message":"License is missing or expired"}'))).toBe(
      'LicenseExpired',
    );
  });

  it('says nothing for a server error, a body that is not the catalogue, video bytes or no request', () => {
    expect(refusalOf(answer(500, '{"code":"InternalServerError"}'))).toBeNull();
    expect(refusalOf(answer(404, '<html>'))).toBeNull();
    expect(refusalOf(answer(403, '{"code":"<script>"}'))).toBeNull();
    expect(refusalOf(answer(403, '', 'arraybuffer'))).toBeNull();
    expect(refusalOf({ networkDetails: undefined })).toBeNull();
  });
});

describe('live over WebRTC first', () => {
  afterEach(() => {
    forgetWebrtcRefusals();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const LIVE = { url: '/v1/stream/a/live/index.m3u8', live: true };
  const posted = (fetch: ReturnType<typeof fakeWebrtc>['fetch']) =>
    fetch.mock.calls.filter(([, init]) => init.method === 'POST').length;

  it('switched to the archive while the offer is made: no offer goes out, and nothing of WebRTC is shown or said', async () => {
    const { fetch, closed, release } = fakeWebrtc({ status: 201, body: 'v=0 answer' }, 'offer');
    const { hls, factory, video } = setup();
    const onTransport = vi.fn();
    attachPlayback(video, LIVE, { onTransport }, factory).dispose();
    release();
    await vi.waitFor(() => expect(closed).toEqual([true]));
    expect(posted(fetch)).toBe(0);
    expect(onTransport).not.toHaveBeenCalled();
    expect(hls.calls).not.toContain('attach');
  });

  it("switched to the archive before the server's answer: the answer is not taken, and its session is deleted", async () => {
    const { fetch, closed, answered, release } = fakeWebrtc({ status: 201, body: 'v=0 answer' }, 'answer');
    const { factory, video } = setup();
    const onTransport = vi.fn();
    const handle = attachPlayback(video, LIVE, { onTransport }, factory);
    await vi.waitFor(() => expect(posted(fetch)).toBe(1));
    handle.dispose();
    release();
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        '/v1/stream/a/live/whep/s1',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    expect(answered).toEqual([]);
    expect(closed).toEqual([true]);
    expect(onTransport).not.toHaveBeenCalled();
    expect(video.srcObject ?? null).toBeNull();
  });

  it('switched to the archive before the first WebRTC frame: that frame says nothing', async () => {
    const { closed, track } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { factory, video } = setup();
    video.play = vi.fn(async () => undefined);
    const onTransport = vi.fn();
    const handle = attachPlayback(video, LIVE, { onTransport }, factory);
    await vi.waitFor(() => {
      track();
      expect(video.srcObject).toEqual({ id: 'live' });
    });
    handle.dispose();
    video.dispatchEvent(new Event('playing'));
    expect(onTransport).not.toHaveBeenCalled();
    expect(video.dataset.transport).toBeUndefined();
    expect(video.srcObject).toBeNull();
    expect(closed).toEqual([true]);
  });

  it('says WebRTC at the first frame of a WebRTC picture', async () => {
    const { track } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { factory, video } = setup();
    video.play = vi.fn(async () => undefined);
    const onTransport = vi.fn();
    const handle = attachPlayback(video, LIVE, { onTransport }, factory);
    await vi.waitFor(() => {
      track();
      expect(video.srcObject).toEqual({ id: 'live' });
    });
    video.dispatchEvent(new Event('playing'));
    expect(onTransport).toHaveBeenCalledWith('webrtc');
    expect(video.dataset.transport).toBe('webrtc');
    handle.dispose();
  });

  it('plays low-latency HLS at once when the server says WebRTC is off', async () => {
    const { fetch, closed } = fakeWebrtc({ status: 503, body: '{"code":"Unavailable","reason":"webrtcOff"}' });
    const { hls, factory, video } = setup();
    const onTransport = vi.fn();
    const handle = attachPlayback(video, { url: '/v1/stream/a/live/index.m3u8', live: true }, { onTransport }, factory);
    await vi.waitFor(() => expect(hls.calls).toContain('attach'));
    expect(onTransport).toHaveBeenCalledWith('hls');
    expect(fetch).toHaveBeenCalledWith('/v1/stream/a/live/whep', expect.objectContaining({ method: 'POST' }));
    expect(closed).toEqual([true]);
    expect(video.dataset.transport).toBe('hls');
    handle.dispose();
    expect(hls.calls).toContain('destroy');
  });

  it('plays low-latency HLS when no WebRTC picture comes within 1.5 s, and ends the WebRTC session', async () => {
    vi.useFakeTimers();
    const { fetch, closed } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { hls, factory, video } = setup();
    const handle = attachPlayback(video, { url: '/v1/stream/a/live/index.m3u8', live: true }, {}, factory);
    await vi.advanceTimersByTimeAsync(1400);
    expect(hls.calls).not.toContain('attach');
    await vi.advanceTimersByTimeAsync(200);
    expect(hls.calls).toContain('attach');
    expect(closed).toEqual([true]);
    expect(fetch).toHaveBeenLastCalledWith('/v1/stream/a/live/whep/s1', expect.objectContaining({ method: 'DELETE' }));
    handle.dispose();
  });

  it('readies the fallback 0.7 s before the picture is due, plays it then, and drops it for a picture in time', async () => {
    vi.useFakeTimers();
    fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const late = setup();
    const onFatal = vi.fn();
    const handle = attachPlayback(late.video, LIVE, { onFatal }, late.factory);
    await vi.advanceTimersByTimeAsync(WEBRTC_PICTURE_MS - FALLBACK_READY_MS - 1);
    expect(late.factory).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(late.hls.calls).toEqual([`load ${LIVE.url}`]);
    expect(late.hls.starts).toEqual([-1]);
    await vi.advanceTimersByTimeAsync(FALLBACK_READY_MS);
    expect(late.hls.calls).toEqual([`load ${LIVE.url}`, 'attach']);
    expect(late.factory).toHaveBeenCalledTimes(1);
    // The readied playback now reports to the player.
    late.hls.emit(Events.ERROR, { fatal: true, type: 'networkError', details: 'levelLoadError' });
    expect(onFatal).toHaveBeenCalledWith('levelLoadError', null);
    handle.dispose();
    forgetWebrtcRefusals();

    const { track } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const timely = setup();
    timely.video.play = vi.fn(async () => undefined);
    const other = attachPlayback(timely.video, LIVE, {}, timely.factory);
    await vi.advanceTimersByTimeAsync(WEBRTC_PICTURE_MS - FALLBACK_READY_MS + 100);
    track();
    await vi.advanceTimersByTimeAsync(0);
    timely.video.dispatchEvent(new Event('playing'));
    expect(timely.hls.calls).toEqual([`load ${LIVE.url}`, 'destroy']);
    await vi.advanceTimersByTimeAsync(FALLBACK_READY_MS);
    expect(timely.video.dataset.transport).toBe('webrtc');
    other.dispose();
  });

  it('a readied fallback that fails before it is needed is dropped, and the fallback starts afresh', async () => {
    vi.useFakeTimers();
    fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { hls, video } = setup();
    const fresh = new FakeHls();
    const factory: HlsFactory = vi.fn().mockReturnValueOnce(hls).mockReturnValueOnce(fresh);
    const onFatal = vi.fn();
    const handle = attachPlayback(video, LIVE, { onFatal }, factory);
    await vi.advanceTimersByTimeAsync(WEBRTC_PICTURE_MS - FALLBACK_READY_MS);
    hls.emit(Events.ERROR, { fatal: true, type: 'networkError', details: 'levelLoadError' });
    expect(onFatal).not.toHaveBeenCalled();
    expect(hls.calls).toEqual([`load ${LIVE.url}`, 'destroy']);
    await vi.advanceTimersByTimeAsync(FALLBACK_READY_MS);
    expect(fresh.calls).toEqual([`load ${LIVE.url}`, 'attach']);
    handle.dispose();
  });

  it("gives a tile's WebRTC picture 4 s before HLS (a wall starts all its sessions at once)", async () => {
    vi.useFakeTimers();
    fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { hls, factory, video } = setup();
    const handle = attachPlayback(video, { ...LIVE, wall: true, webrtc: true }, {}, factory);
    await vi.advanceTimersByTimeAsync(3900);
    expect(hls.calls).not.toContain('attach');
    await vi.advanceTimersByTimeAsync(200);
    expect(hls.calls).toContain('attach');
    handle.dispose();
  });

  it('warmed at start-up: the offer goes before the player mounts (and nothing of HLS), the player takes that session, its wait counted from the offer', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { hls, factory, video } = setup();
    await warmLiveForDevice(LIVE.url);
    await vi.advanceTimersByTimeAsync(1000);
    expect(posted(fetch)).toBe(1);
    expect(factory).not.toHaveBeenCalled();
    const handle = attachPlayback(video, LIVE, {}, factory);
    // 0.5 s left of the picture's wait: the fallback is readied at once.
    await vi.advanceTimersByTimeAsync(0);
    expect(hls.calls).toEqual([`load ${LIVE.url}`]);
    await vi.advanceTimersByTimeAsync(450);
    expect(posted(fetch)).toBe(1);
    expect(hls.calls).not.toContain('attach');
    await vi.advanceTimersByTimeAsync(100);
    // 1.5 s after the offer: the readied HLS plays.
    expect(hls.calls).toEqual([`load ${LIVE.url}`, 'attach']);
    expect(fetch).toHaveBeenLastCalledWith('/v1/stream/a/live/whep/s1', expect.objectContaining({ method: 'DELETE' }));
    handle.dispose();
  });

  it('a warmed session still gets a moment once its player mounts late, and a picture in it plays', async () => {
    vi.useFakeTimers();
    const { fetch, track } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { hls, factory, video } = setup();
    video.play = vi.fn(async () => undefined);
    const onTransport = vi.fn();
    await warmLiveForDevice(LIVE.url);
    warmLive(LIVE.url, factory);
    await vi.advanceTimersByTimeAsync(2000);
    const handle = attachPlayback(video, LIVE, { onTransport }, factory);
    track();
    await vi.advanceTimersByTimeAsync(0);
    expect(video.srcObject).toEqual({ id: 'live' });
    video.dispatchEvent(new Event('playing'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(onTransport).toHaveBeenCalledExactlyOnceWith('webrtc');
    expect(posted(fetch)).toBe(1);
    expect(hls.calls).not.toContain('attach');
    handle.dispose();
  });

  it('a warmed session no player takes is deleted; one for another stream is not taken', async () => {
    vi.useFakeTimers();
    const { fetch, closed } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    await warmLiveForDevice(LIVE.url);
    await vi.advanceTimersByTimeAsync(WARM_MAX_MS);
    expect(closed).toEqual([true]);
    expect(fetch).toHaveBeenLastCalledWith('/v1/stream/a/live/whep/s1', expect.objectContaining({ method: 'DELETE' }));

    await warmLiveForDevice(LIVE.url);
    await vi.advanceTimersByTimeAsync(0);
    const { factory, video } = setup();
    const handle = attachPlayback(video, { url: '/v1/stream/b/live/index.m3u8', live: true }, {}, factory);
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toEqual([true, true]);
    expect(
      fetch.mock.calls.filter(([url, init]) => init.method === 'POST' && url === '/v1/stream/b/live/whep'),
    ).toHaveLength(1);
    handle.dispose();
  });

  it('warms no offer on a device that prefers compatibility', async () => {
    const { fetch } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    usePlaybackStore.getState().setLatency('compatibility');
    try {
      await warmLiveForDevice(LIVE.url);
    } finally {
      usePlaybackStore.getState().setLatency('latency');
    }
    expect(posted(fetch)).toBe(0);
  });

  it('says HLS at the first frame of a live picture that plays it from the start', () => {
    const { factory, video } = setup();
    const onTransport = vi.fn();
    const handle = attachPlayback(video, { ...LIVE, webrtc: false }, { onTransport }, factory);
    expect(video.dataset.transport).toBe('hls');
    expect(onTransport).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('playing'));
    expect(onTransport).toHaveBeenCalledWith('hls');
    handle.dispose();
    expect(video.dataset.transport).toBeUndefined();
  });

  it('leaves tiles, the archive and players that ask for HLS to HLS', () => {
    const { fetch } = fakeWebrtc({ status: 201, body: '' });
    for (const source of [
      { url: '/v1/stream/a/live/index.m3u8', live: true, wall: true },
      { url: '/v1/stream/a/live/index.m3u8', live: true, webrtc: false },
      { url: '/v1/stream/a/archive/index.m3u8', live: false },
    ]) {
      const { hls, factory, video } = setup();
      attachPlayback(video, source, {}, factory).dispose();
      expect(hls.calls).toContain('attach');
    }
    expect(fetch).not.toHaveBeenCalled();
  });
  it("tries WebRTC for a tile given it (the wall's budget), on its main playlist's endpoint", async () => {
    const { fetch } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { hls, factory, video } = setup();
    const handle = attachPlayback(video, { ...LIVE, wall: true, webrtc: true }, {}, factory);
    await vi.waitFor(() => expect(posted(fetch)).toBe(1));
    expect(fetch).toHaveBeenCalledWith('/v1/stream/a/live/whep', expect.objectContaining({ method: 'POST' }));
    expect(hls.calls).not.toContain('attach');
    handle.dispose();
  });

  it('a tile whose WebRTC is refused falls back to HLS with the wall configuration', async () => {
    fakeWebrtc({ status: 503, body: '{"code":"Unavailable","reason":"webrtcUnsupportedCodec"}' });
    const { hls, factory, video } = setup();
    const onTransport = vi.fn();
    const handle = attachPlayback(video, { ...LIVE, wall: true, webrtc: true }, { onTransport }, factory);
    await vi.waitFor(() => expect(hls.calls).toContain('attach'));
    expect(onTransport).toHaveBeenCalledWith('hls');
    expect(vi.mocked(factory).mock.calls[0]?.[0]).toMatchObject({ maxBufferLength: 10, liveSyncDuration: 1.5 });
    handle.dispose();
  });

  it('once the server said WebRTC is off, later pictures play HLS without asking it again', async () => {
    const { fetch } = fakeWebrtc({ status: 503, body: '{"code":"Unavailable","reason":"webrtcOff"}' });
    const first = setup();
    attachPlayback(first.video, LIVE, {}, first.factory);
    await vi.waitFor(() => expect(first.hls.calls).toContain('attach'));
    const later = setup();
    attachPlayback(later.video, { url: '/v1/stream/b/live/index.m3u8', live: true }, {}, later.factory);
    expect(later.hls.calls).toContain('attach');
    expect(posted(fetch)).toBe(1);
  });

  it("a stream's picture WebRTC cannot carry plays HLS at once next time; another stream still tries WebRTC", async () => {
    const { fetch } = fakeWebrtc({ status: 503, body: '{"code":"Unavailable","reason":"webrtcUnsupportedCodec"}' });
    const first = setup();
    attachPlayback(first.video, LIVE, {}, first.factory);
    await vi.waitFor(() => expect(first.hls.calls).toContain('attach'));
    const again = setup();
    attachPlayback(again.video, LIVE, {}, again.factory);
    expect(again.hls.calls).toContain('attach');
    expect(posted(fetch)).toBe(1);
    const other = setup();
    attachPlayback(other.video, { url: '/v1/stream/b/live/index.m3u8', live: true }, {}, other.factory);
    await vi.waitFor(() => expect(posted(fetch)).toBe(2));
  });

  it('deletes the WebRTC session when the page goes (a closed tab runs no cleanup)', async () => {
    const { fetch, closed } = fakeWebrtc({ status: 201, body: 'v=0 answer' });
    const { factory, video } = setup();
    const handle = attachPlayback(video, LIVE, {}, factory);
    await vi.waitFor(() => expect(posted(fetch)).toBe(1));
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('pagehide'));
      expect(closed).toEqual([true]);
    });
    expect(fetch).toHaveBeenLastCalledWith(
      '/v1/stream/a/live/whep/s1',
      expect.objectContaining({ method: 'DELETE', keepalive: true }),
    );
    handle.dispose();
  });
});
