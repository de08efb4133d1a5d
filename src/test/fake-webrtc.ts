import { vi } from 'vitest';

/**
 * A browser peer that gathers at once; what the server answers is `answer`. `hold` keeps the
 * browser's offer or the server's answer back until `release()`; `track()` brings the server's
 * video. Undone by `vi.unstubAllGlobals()`.
 */
export function fakeWebrtc(answer: { status: number; body: string }, hold?: 'offer' | 'answer') {
  const closed: boolean[] = [];
  const answered: string[] = [];
  let release = () => undefined as void;
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const peers: FakePeer[] = [];
  class FakePeer {
    iceGatheringState = 'complete';
    connectionState = 'new';
    localDescription: { sdp: string } | null = null;
    listeners = new Map<string, (event: { streams?: readonly MediaStream[] }) => void>();
    constructor() {
      peers.push(this);
    }
    addTransceiver() {}
    async createOffer() {
      if (hold === 'offer') await held;
      return { type: 'offer', sdp: 'v=0' };
    }
    async setLocalDescription(d: { sdp: string }) {
      this.localDescription = d;
    }
    async setRemoteDescription(d: { sdp: string }) {
      answered.push(d.sdp);
    }
    addEventListener(type: string, listener: (event: { streams?: readonly MediaStream[] }) => void) {
      this.listeners.set(type, listener);
    }
    close() {
      closed.push(true);
    }
  }
  const fetch = vi.fn(async (_url: string, init: { method: string }) => {
    if (hold === 'answer' && init.method === 'POST') await held;
    return {
      status: answer.status,
      headers: { get: () => '/v1/stream/a/live/whep/s1' },
      text: async () => answer.body,
    };
  });
  vi.stubGlobal('RTCPeerConnection', FakePeer);
  vi.stubGlobal('fetch', fetch);
  const track = () => peers[0]?.listeners.get('track')?.({ streams: [{ id: 'live' } as MediaStream] });
  return { fetch, closed, answered, release: () => release(), track };
}
