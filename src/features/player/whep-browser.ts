import { startWhep, type WhepSession } from './logic/whep';

/** A WHEP negotiation from this page: the browser's own peer connection and fetch. */
export function negotiate(
  whep: string,
  signal: AbortSignal,
  onEnd: () => void,
  headers?: Record<string, string>,
): Promise<WhepSession> {
  return startWhep(whep, {
    ...(headers ? { headers } : {}),
    createPeer: () => new RTCPeerConnection({ iceServers: [] }),
    fetch: (url, init) => fetch(url, init),
    signal,
    onEnd,
  });
}
