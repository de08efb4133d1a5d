import { describe, expect, it, vi } from 'vitest';
import { startWhep, whepUrlOf, WhepFallback, type FetchLike, type PeerLike } from './whep';

type Listener = (event: { streams?: readonly MediaStream[]; candidate?: unknown }) => void;

function fakePeer() {
  const listeners: Record<string, Listener[]> = {};
  const peer = {
    iceGatheringState: 'new',
    localDescription: null as { sdp: string } | null,
    remote: null as string | null,
    closed: false,
    transceivers: [] as unknown[],
    addTransceiver: (kind: string, init: unknown) => peer.transceivers.push([kind, init]),
    createOffer: async () => ({ type: 'offer', sdp: 'v=0 offer' }),
    setLocalDescription: async (d: { sdp?: string }) => {
      peer.localDescription = { sdp: d.sdp ?? '' };
      // Gathering ends a moment later, as a browser's does.
      setTimeout(() => {
        peer.iceGatheringState = 'complete';
        for (const l of listeners.icegatheringstatechange ?? []) l({});
      }, 5);
    },
    setRemoteDescription: async (d: { sdp: string }) => {
      peer.remote = d.sdp;
    },
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    close: () => {
      peer.closed = true;
    },
    emit: (type: string, event: { candidate?: unknown }) => {
      for (const l of listeners[type] ?? []) l(event);
    },
    emitTrack: (stream: MediaStream) => {
      for (const l of listeners.track ?? []) l({ streams: [stream] });
    },
  };
  return peer;
}

function fakeFetch(status: number, body: string, location: string | null = null) {
  return vi.fn<FetchLike>(async () => ({
    status,
    headers: { get: (name: string) => (name === 'Location' ? location : null) },
    text: async () => body,
  }));
}

const URL = '/v1/stream/cam-1/live/whep';

describe('the WHEP client', () => {
  it('finds the WHEP endpoint beside the live playlist only', () => {
    expect(whepUrlOf('/v1/stream/cam-1/live/index.m3u8')).toBe(URL);
    expect(whepUrlOf('https://b.example/v1/stream/x/live/index.m3u8?parts=false')).toBe(
      'https://b.example/v1/stream/x/live/whep',
    );
    expect(whepUrlOf('/v1/stream/cam-1/live/low.m3u8')).toBeNull();
    expect(whepUrlOf('/v1/stream/cam-1/archive/index.m3u8')).toBeNull();
  });

  it('offers to receive video once its candidates are in, takes the answer, and deletes the session on stop', async () => {
    const peer = fakePeer();
    const fetch = fakeFetch(201, 'v=0 answer', `${URL}/abc`);
    const session = await startWhep(URL, {
      headers: { 'x-vigil-share': 't' },
      createPeer: () => peer as unknown as PeerLike,
      fetch,
    });
    expect(peer.transceivers).toEqual([['video', { direction: 'recvonly' }]]);
    expect(fetch).toHaveBeenCalledWith(URL, {
      method: 'POST',
      headers: { 'x-vigil-share': 't', 'Content-Type': 'application/sdp' },
      body: 'v=0 offer',
      credentials: 'include',
    });
    expect(peer.remote).toBe('v=0 answer');
    const stream = {} as MediaStream;
    peer.emitTrack(stream);
    await expect(session.stream).resolves.toBe(stream);
    session.stop();
    session.stop();
    expect(peer.closed).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    // keepalive: the DELETE still goes when it is sent as the page unloads.
    expect(fetch).toHaveBeenLastCalledWith(`${URL}/abc`, {
      method: 'DELETE',
      headers: { 'x-vigil-share': 't' },
      credentials: 'include',
      keepalive: true,
    });
  });

  it('sends the offer at once, without waiting for the browser to gather its candidates', async () => {
    const peer = fakePeer();
    peer.setLocalDescription = async (d: { sdp?: string }) => {
      peer.localDescription = { sdp: d.sdp ?? '' };
      // A browser that would take a long while to say its gathering ended.
      setTimeout(() => {
        peer.iceGatheringState = 'complete';
        peer.emit('icegatheringstatechange', {});
      }, 60_000);
    };
    const fetch = fakeFetch(201, 'v=0 answer', `${URL}/abc`);
    await startWhep(URL, { createPeer: () => peer as unknown as PeerLike, fetch });
    expect(fetch).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST', body: 'v=0 offer' }));
  });

  it("falls back with the server's reason, and closes its peer", async () => {
    for (const [status, body, reason] of [
      [503, '{"code":"Unavailable","message":"x","reason":"webrtcOff"}', 'webrtcOff'],
      [400, '{"code":"ValidationError","message":"x","reason":"webrtcUnsupportedCodec"}', 'webrtcUnsupportedCodec'],
      [404, '{"code":"NotFound","message":"x"}', 'NotFound'],
      [502, '<html>', 'status 502'],
    ] as const) {
      const peer = fakePeer();
      const attempt = startWhep(URL, { createPeer: () => peer as unknown as PeerLike, fetch: fakeFetch(status, body) });
      await expect(attempt).rejects.toEqual(new WhepFallback(reason));
      expect(peer.closed).toBe(true);
    }
  });

  it('falls back when the browser cannot make an offer', async () => {
    const peer = fakePeer();
    peer.createOffer = async () => {
      throw new Error('no codecs');
    };
    const fetch = fakeFetch(201, '');
    await expect(startWhep(URL, { createPeer: () => peer as unknown as PeerLike, fetch })).rejects.toBeInstanceOf(
      WhepFallback,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
