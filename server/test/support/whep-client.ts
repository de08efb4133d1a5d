import { RTCPeerConnection, useH264, useVP8, type RtpPacket } from 'werift';

/**
 * A WebRTC viewer for tests: a werift peer on loopback that offers to receive video (H.264, or
 * what `codecs` says) and counts the RTP packets it gets.
 */
export interface TestViewer {
  offer: string;
  /** Gives the server's answer to the peer. */
  accept(answer: string): Promise<void>;
  packets: RtpPacket[];
  /** When the first packet came (Date.now()), or null. */
  firstAt: number | null;
  close(): Promise<void>;
}

export async function testViewer(codec: 'h264' | 'vp8' = 'h264'): Promise<TestViewer> {
  const pc = new RTCPeerConnection({
    codecs: { video: [codec === 'h264' ? useH264() : useVP8()] },
    iceUseIpv4: false,
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
  });
  pc.addTransceiver('video', { direction: 'recvonly' });
  const viewer: TestViewer = {
    offer: '',
    packets: [],
    firstAt: null,
    async accept(answer) {
      await pc.setRemoteDescription({ type: 'answer', sdp: answer });
    },
    close: () => pc.close(),
  };
  pc.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe((packet) => {
      viewer.firstAt ??= Date.now();
      viewer.packets.push(packet);
    });
  });
  const offer = await pc.createOffer();
  // No public STUN server from a test.
  for (const transport of pc.iceTransports) (transport.connection as { stunServer?: unknown }).stunServer = undefined;
  await pc.setLocalDescription(offer);
  if (pc.iceGatheringState !== 'complete') await pc.iceGatheringStateChange.watch((state) => state === 'complete');
  viewer.offer = pc.localDescription!.sdp;
  return viewer;
}
