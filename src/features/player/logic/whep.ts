/**
 * Live over WebRTC (WHEP, RFC 9725) as the player asks for it: the browser's peer connection
 * offers to receive video, the server answers, and the session is deleted when the player goes
 * (docs/live-and-archive.md#webrtc). No library: the browser's RTCPeerConnection and fetch.
 */

/** What the player needs of RTCPeerConnection (the browser's, or a stand-in in tests). */
export interface PeerLike {
  addTransceiver(kind: 'video', init: { direction: 'recvonly' }): unknown;
  createOffer(): Promise<RTCSessionDescriptionInit>;
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void>;
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void>;
  readonly localDescription: { sdp: string } | null;
  readonly connectionState: string;
  addEventListener(type: 'connectionstatechange', listener: () => void): void;
  addEventListener(type: 'track', listener: (event: { streams?: readonly MediaStream[] }) => void): void;
  close(): void;
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; credentials: 'include'; keepalive?: boolean },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

/** Why the player plays HLS instead: the server's reason word (webrtcOff, webrtcUnsupportedCodec…), or what failed here. */
export class WhepFallback extends Error {
  constructor(readonly reason: string) {
    super(`WebRTC not used: ${reason}`);
  }
}

/** The WHEP endpoint beside a stream's live playlist (`…/live/index.m3u8` → `…/live/whep`); null for any other URL. */
export function whepUrlOf(playlistUrl: string): string | null {
  const match = /^(.*\/v1\/stream\/[^/]+\/live\/)index\.m3u8(?:\?.*)?$/.exec(playlistUrl);
  return match ? `${match[1]}whep` : null;
}

export interface WhepSession {
  /** The stream of video once the server's track arrives. */
  stream: Promise<MediaStream>;
  /** Ends the session: the peer closes and the server is told (DELETE). */
  stop(): void;
}

/** The reason word of a refusal's JSON body, or its code, or the status. */
async function refusalReason(res: { status: number; text(): Promise<string> }): Promise<string> {
  try {
    const body = JSON.parse(await res.text()) as { reason?: unknown; code?: unknown };
    const word = body.reason ?? body.code;
    return typeof word === 'string' ? word : `status ${res.status}`;
  } catch {
    return `status ${res.status}`;
  }
}

/**
 * Starts a WHEP session: offer, answer, then the server's video track. Rejects with a
 * `WhepFallback` when the server will not (its reason) or anything fails on the way, and with
 * `WhepFallback('aborted')` once `signal` aborts (the player went elsewhere): no offer is sent
 * after that, and a session the server already made is deleted.
 */
export async function startWhep(
  url: string,
  options: {
    headers?: Record<string, string>;
    createPeer: () => PeerLike;
    fetch: FetchLike;
    /** The connection failed or closed after it was up (the server went, the session was ended there). */
    onEnd?: () => void;
    signal?: AbortSignal;
  },
): Promise<WhepSession> {
  const { signal } = options;
  const going = () => {
    if (signal?.aborted) throw new WhepFallback('aborted');
  };
  const peer = options.createPeer();
  peer.addEventListener('connectionstatechange', () => {
    if (!stopped && ['failed', 'closed', 'disconnected'].includes(peer.connectionState)) options.onEnd?.();
  });
  let location: string | null = null;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    peer.close();
    if (location)
      void options
        // keepalive: a DELETE sent as the page closes still reaches the server.
        .fetch(location, { method: 'DELETE', headers: options.headers ?? {}, credentials: 'include', keepalive: true })
        .catch(() => undefined);
  };
  const stream = new Promise<MediaStream>((resolve) =>
    peer.addEventListener('track', (event) => {
      const first = event.streams?.[0];
      if (first) resolve(first);
    }),
  );
  try {
    going();
    peer.addTransceiver('video', { direction: 'recvonly' });
    await peer.setLocalDescription(await peer.createOffer());
    going();
    // Sent at once, without waiting for the browser's candidates: the server learns the browser's
    // address from its connectivity checks (as it must for Chromium's mDNS-hidden ones anyway).
    const offer = peer.localDescription?.sdp;
    if (!offer) throw new WhepFallback('noOffer');
    const res = await options.fetch(url, {
      method: 'POST',
      headers: { ...options.headers, 'Content-Type': 'application/sdp' },
      body: offer,
      credentials: 'include',
    });
    if (res.status !== 201) throw new WhepFallback(await refusalReason(res));
    const given = res.headers.get('Location');
    // The server names the session by its path: on another server (the server switcher) it is that server's.
    location = given && /^https?:/.test(url) ? new URL(given, url).toString() : given;
    // Answered after the player went elsewhere: the session just made is deleted (stop, below).
    going();
    await peer.setRemoteDescription({ type: 'answer', sdp: await res.text() });
    going();
  } catch (error) {
    stop();
    throw error instanceof WhepFallback ? error : new WhepFallback((error as Error).message || 'failed');
  }
  return { stream, stop };
}
