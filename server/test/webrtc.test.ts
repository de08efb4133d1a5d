import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../src/config';
import { startsGroup } from '../src/media/webrtc/h264-rtp';
import { RtpFanout } from '../src/media/webrtc/rtp-fanout';
import { runningChildren } from '../src/media/run-ffmpeg';
import { ADMIN, createUser, removeDir, signIn, unlock, withCookie } from './helpers';
import { insertStream, startMediaServer, waitFor, type MediaTestServer } from './media-helpers';
import { testViewer, type TestViewer } from './support/whep-client';

/**
 * Live over WebRTC (WHEP) on a real server recording a demo stream, watched by a real WebRTC peer
 * (werift) on loopback: the answer, the first packets, the end of a session by DELETE and when the
 * caller's session or share link stops working, and offers that are refused.
 */

let server: MediaTestServer;
let admin: string;
const UID = 'rtc-a';
const LOOPBACK = { hosts: ['127.0.0.1'], ports: null, iceServers: [] };

beforeAll(async () => {
  server = await startMediaServer({ media: { webrtc: LOOPBACK } });
  admin = await unlock(server as unknown as Parameters<typeof unlock>[0], ADMIN);
  await server.media.apply(await insertStream(server.db, { uid: UID }));
  await waitFor(() => server.media.webrtcFeed(UID)?.hasGroup, 15_000, 'a group of pictures over RTP');
});

const viewers: TestViewer[] = [];
afterAll(async () => {
  await Promise.all(viewers.map((v) => v.close()));
  await server?.close();
  expect(runningChildren()).toBe(0);
  removeDir(server.dir);
});

const post = (sdp: string, headers: Record<string, string> = withCookie(admin), type = 'application/sdp') =>
  server.app.inject({
    method: 'POST',
    url: `/v1/stream/${UID}/live/whep`,
    headers: { ...headers, 'content-type': type },
    payload: sdp,
  });

async function watch(headers: Record<string, string> = withCookie(admin)) {
  const viewer = await testViewer();
  viewers.push(viewer);
  const res = await post(viewer.offer, headers);
  expect(res.statusCode, res.body).toBe(201);
  const answeredAt = Date.now();
  await viewer.accept(res.body);
  return { viewer, res, answeredAt, location: String(res.headers.location) };
}

describe('WHEP', () => {
  it('answers an offer with SDP and a session, and the peer gets the stream within a second', async () => {
    const { viewer, res, answeredAt, location } = await watch();
    expect(res.headers['content-type']).toContain('application/sdp');
    expect(location).toMatch(new RegExp(`^/v1/stream/${UID}/live/whep/[a-f0-9]{32}$`));
    expect(res.body).toMatch(/^v=0\r\n/);
    expect(res.body).toMatch(/a=candidate:\S+ 1 udp \d+ 127\.0\.0\.1 \d+ typ host/);
    expect(res.body).toMatch(/a=rtpmap:\d+ H264\/90000/i);
    await waitFor(() => viewer.firstAt !== null, 5000, 'the first RTP packet');
    expect(viewer.firstAt! - answeredAt).toBeLessThan(1000);
    // It starts with the parameter sets of the group kept (a decoder can start there), then goes on live.
    expect(startsGroup(viewer.packets[0]!.serialize())).toBe(true);
    const count = viewer.packets.length;
    await waitFor(() => viewer.packets.length > count + 5, 3000, 'live packets');
  });

  it('ends a session on DELETE, and a PATCH is not allowed', async () => {
    const { viewer, location } = await watch();
    await waitFor(() => viewer.packets.length > 0, 5000, 'the first RTP packet');
    const patch = await server.app.inject({ method: 'PATCH', url: location, headers: withCookie(admin) });
    expect(patch.statusCode).toBe(405);
    expect(patch.json()).toMatchObject({ code: 'MethodNotAllowed' });
    const del = await server.app.inject({ method: 'DELETE', url: location, headers: withCookie(admin) });
    expect(del.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const count = viewer.packets.length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(viewer.packets.length).toBe(count);
    const again = await server.app.inject({ method: 'DELETE', url: location, headers: withCookie(admin) });
    expect(again.statusCode).toBe(404);
  });

  it('ends sessions once the caller signs out or the share link is revoked', async () => {
    await createUser(server, admin, { name: 'watcher', password: 'Watch-it-2026' });
    await server.app.inject({
      method: 'POST',
      url: `/v1/stream/${UID}/permissions`,
      headers: withCookie(admin),
      payload: { items: [{ login: 'watcher', level: 'view' }] },
    });
    const cookie = await signIn(server, 'watcher', 'Watch-it-2026');
    const share = await server.app.inject({ url: `/v1/stream/${UID}/share`, headers: withCookie(admin) });
    const token = (share.json() as { token: string }).token;
    const signedIn = await watch(withCookie(cookie));
    const shared = await watch({ 'x-vigil-share': token });
    const kept = await watch();
    for (const { viewer } of [signedIn, shared, kept])
      await waitFor(() => viewer.packets.length > 0, 5000, 'the first RTP packet');

    await server.app.inject({ method: 'POST', url: '/v1/sign-out', headers: withCookie(cookie) });
    await server.app.inject({ method: 'DELETE', url: `/v1/stream/${UID}/share`, headers: withCookie(admin) });
    // A session there answers a PATCH with 405, one that has ended with 404.
    const gone = async (location: string) =>
      (await server.app.inject({ method: 'PATCH', url: location, headers: withCookie(admin) })).statusCode === 404;
    await waitFor(() => gone(signedIn.location), 8000, 'the signed-out session to end');
    await waitFor(() => gone(shared.location), 8000, 'the shared session to end');
    expect(await gone(kept.location)).toBe(false);
    // The administrator's own session goes on.
    const count = kept.viewer.packets.length;
    await waitFor(() => kept.viewer.packets.length > count, 3000, 'more packets');
  });

  it('refuses what is not an offer it can answer with a reason, never a server error', async () => {
    const h264 = (await testViewer()).offer;
    const vp8 = await testViewer('vp8');
    viewers.push(vp8);
    const cases: [string, string, string][] = [
      ['', 'application/sdp', 'ValidationError'],
      ['hello', 'application/sdp', 'sdpMalformed'],
      ['v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\ns=-\r\n', 'application/sdp', 'sdpMalformed'],
      [h264.replace(/a=fingerprint:.*\r\n/g, ''), 'application/sdp', 'sdpMalformed'],
      [h264.replace(/a=ice-ufrag:.*\r\n/g, ''), 'application/sdp', 'sdpMalformed'],
      [h264.replace('v=0', 'v=0\r\nx=\u0001'), 'application/sdp', 'sdpMalformed'],
      [vp8.offer, 'application/sdp', 'webrtcUnsupportedCodec'],
      [JSON.stringify(h264), 'application/json', 'sdpMalformed'],
      [h264, 'text/plain', 'sdpMalformed'],
    ];
    for (const [body, type, expected] of cases) {
      const res = await post(body, withCookie(admin), type);
      expect([400, 415], `${expected}: ${res.body}`).toContain(res.statusCode);
      const error = res.json() as { code: string; reason?: string };
      expect(error.reason ?? error.code, body.slice(0, 40)).toBe(expected);
    }
  });
});

describe('WHEP with WebRTC off', () => {
  it('answers Unavailable with the reason the player falls back on', async () => {
    const off = await startMediaServer();
    try {
      const cookie = await unlock(off as unknown as Parameters<typeof unlock>[0], ADMIN);
      await insertStream(off.db, { uid: 'still', paused: 1 });
      const res = await off.app.inject({
        method: 'POST',
        url: '/v1/stream/still/live/whep',
        headers: { ...withCookie(cookie), 'content-type': 'application/sdp' },
        payload: 'v=0\r\n',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'Unavailable', reason: 'webrtcOff' });
    } finally {
      await off.close();
      removeDir(off.dir);
    }
  });
});

describe('the WebRTC settings', () => {
  it('are on by default, with the machine’s addresses, any port and no STUN server', () => {
    expect(readConfig({}).webrtc).toEqual({ hosts: null, ports: null, iceServers: [] });
    expect(readConfig({ VIGIL_WEBRTC: 'off' }).webrtc).toBeNull();
    expect(
      readConfig({
        VIGIL_WEBRTC_HOSTS: '127.0.0.1, 192.0.2.7',
        VIGIL_WEBRTC_PORTS: '50000-50100',
        VIGIL_WEBRTC_ICE_SERVERS: 'stun:stun.example.com:3478',
      }).webrtc,
    ).toEqual({
      hosts: ['127.0.0.1', '192.0.2.7'],
      ports: [50000, 50100],
      iceServers: [{ urls: 'stun:stun.example.com:3478' }],
    });
  });

  it('refuse what they cannot use', () => {
    expect(() => readConfig({ VIGIL_WEBRTC: 'maybe' })).toThrow(/VIGIL_WEBRTC must be on or off/);
    expect(() => readConfig({ VIGIL_WEBRTC_HOSTS: 'camera.local' })).toThrow(/VIGIL_WEBRTC_HOSTS must be IP/);
    expect(() => readConfig({ VIGIL_WEBRTC_PORTS: '60000-50000' })).toThrow(/VIGIL_WEBRTC_PORTS must be a range/);
    expect(() => readConfig({ VIGIL_WEBRTC_PORTS: '80-90' })).toThrow(/VIGIL_WEBRTC_PORTS must be a range/);
    expect(() => readConfig({ VIGIL_WEBRTC_ICE_SERVERS: 'http://x' })).toThrow(/VIGIL_WEBRTC_ICE_SERVERS must be/);
  });
});

describe('a WebRTC feed that cannot open', () => {
  it('leaves the recording going, and says so in the stream log', async () => {
    const open = vi.spyOn(RtpFanout, 'open').mockRejectedValue(new Error('no UDP port'));
    const other = await startMediaServer({ media: { webrtc: LOOPBACK } });
    try {
      await other.media.apply(await insertStream(other.db, { uid: 'no-udp' }));
      await waitFor(() => other.media.live('no-udp').length > 0, 15_000, 'a recorded segment');
      expect(other.media.webrtcFeed('no-udp')).toBeNull();
      const lines = other.media.logs('no-udp', undefined, 100).lines.map((l) => l.text);
      expect(lines).toContain('WebRTC unavailable: no UDP port');
    } finally {
      open.mockRestore();
      await other.close();
      removeDir(other.dir);
    }
  });
});
