import {
  MediaStreamTrack,
  RTCDtlsTransport,
  RTCPeerConnection,
  useH264,
  useOPUS,
  usePCMU,
  type RTCPeerConnectionConfig,
} from 'werift';
import type { RtpFanout, RtpViewer } from './rtp-fanout';

/** The server's WebRTC network settings (VIGIL_WEBRTC_HOSTS, VIGIL_WEBRTC_PORTS, VIGIL_WEBRTC_ICE_SERVERS). */
export interface WebrtcOptions {
  /** The addresses offered as host candidates; null: the machine's own (never loopback). */
  hosts: string[] | null;
  /** The UDP ports peers use, [first, last]; null: any free one. */
  ports: [number, number] | null;
  /** STUN/TURN servers; none: no STUN look-up at all. */
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

/** A viewer's connection that is not up this long after the answer is given up. */
export const CONNECT_TIMEOUT_MS = 15_000;

/**
 * The DTLS certificate of every peer connection, made once before the first offer (it takes a
 * few hundred milliseconds, which a viewer would otherwise wait at their first picture).
 */
export async function prepareCertificate(): Promise<void> {
  await RTCDtlsTransport.SetupCertificate();
}

function peerConfig(options: WebrtcOptions): RTCPeerConnectionConfig {
  return {
    codecs: {
      video: [useH264()],
      // Never sent, but an offer with an audio section must still be answerable.
      audio: [useOPUS(), usePCMU()],
    },
    iceServers: options.iceServers,
    ...(options.ports ? { icePortRange: options.ports } : {}),
    // Only the configured addresses (werift itself never offers loopback).
    ...(options.hosts ? { iceUseIpv4: false, iceUseIpv6: false, iceAdditionalHostAddresses: options.hosts } : {}),
  };
}

export interface WhepPeer {
  answer: string;
  close(): void;
}

/**
 * Answers a prepared offer (sdp-offer.ts) with a connection that sends the feed's H.264 to it:
 * its own track, joined to the feed once the connection is up. `onEnd` is called once when the
 * connection fails, closes, or is not up in time.
 */
export async function answerOffer(
  offer: string,
  feed: RtpFanout,
  options: WebrtcOptions,
  onEnd: () => void,
): Promise<WhepPeer> {
  const pc = new RTCPeerConnection(peerConfig(options));
  const track = new MediaStreamTrack({ kind: 'video' });
  pc.addTransceiver(track, { direction: 'sendonly' });
  let viewer: RtpViewer | null = null;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    viewer?.close();
    track.stop();
    void pc.close().catch(() => undefined);
    onEnd();
  };
  const timer = setTimeout(end, CONNECT_TIMEOUT_MS);
  timer.unref();
  pc.connectionStateChange.subscribe((state) => {
    if (state === 'connected' && !viewer && !ended) {
      clearTimeout(timer);
      viewer = feed.join((packet) => track.writeRtp(packet));
    }
    if (state === 'failed' || state === 'closed' || state === 'disconnected') end();
  });
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: offer });
    // No STUN server asked unless one is configured (werift falls back to a public one).
    if (!options.iceServers.length)
      for (const transport of pc.iceTransports)
        (transport.connection as { stunServer?: unknown }).stunServer = undefined;
    await pc.setLocalDescription(await pc.createAnswer());
    await waitForGathering(pc);
  } catch (error) {
    end();
    throw error;
  }
  const answer = pc.localDescription?.sdp;
  if (!answer) {
    end();
    throw new Error('No answer');
  }
  return { answer, close: end };
}

/** Host candidates only (no trickle): the answer carries them all once gathering is complete. */
async function waitForGathering(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return;
  await new Promise<void>((resolve) => {
    const { unSubscribe } = pc.iceGatheringStateChange.subscribe((state) => {
      if (state === 'complete') {
        unSubscribe();
        resolve();
      }
    });
  });
}
