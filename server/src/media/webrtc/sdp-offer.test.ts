import { describe, expect, it } from 'vitest';
import { prepareOffer } from './sdp-offer';

const offer = (video: string[], extra: string[] = []) =>
  [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=fingerprint:sha-256 AB:CD:EF',
    ...extra,
    ...video,
  ].join('\r\n') + '\r\n';

const VIDEO = [
  'm=video 9 UDP/TLS/RTP/SAVPF 96 102 106 127',
  'c=IN IP4 0.0.0.0',
  'a=mid:0',
  'a=ice-ufrag:abcd',
  'a=ice-pwd:0123456789012345678901',
  'a=recvonly',
  'a=rtpmap:96 VP8/90000',
  'a=rtpmap:102 H264/90000',
  'a=fmtp:102 level-asymmetry-allowed=1;packetization-mode=0;profile-level-id=42001f',
  'a=rtpmap:106 H264/90000',
  'a=fmtp:106 level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=640032',
  'a=rtpmap:127 H264/90000',
  'a=fmtp:127 level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f',
  'a=candidate:1 1 udp 2122260223 3c9a2e5f-0b7e-4d4e-9b7e-2f3a.local 50000 typ host',
  'a=candidate:2 1 udp 2122260223 192.0.2.10 50001 typ host',
];

describe('a WHEP offer', () => {
  it('puts constrained-baseline H.264 of packetization mode 1 first, and leaves the mDNS candidates out', () => {
    const prepared = prepareOffer(offer(VIDEO));
    expect(prepared.ok).toBe(true);
    const sdp = prepared.ok ? prepared.sdp : '';
    expect(sdp).toContain('m=video 9 UDP/TLS/RTP/SAVPF 127 96 102 106\r\n');
    expect(sdp).not.toContain('.local');
    expect(sdp).toContain('192.0.2.10 50001 typ host');
    expect(sdp.endsWith('\r\n')).toBe(true);
  });

  it('takes any H.264 of packetization mode 1 when there is no baseline', () => {
    const video = VIDEO.filter((l) => !l.includes(':127 ')).map((l) => l.replace(' 127', ''));
    const prepared = prepareOffer(offer(video).replace(/\r\n/g, '\n'));
    expect(prepared.ok && prepared.sdp).toContain('m=video 9 UDP/TLS/RTP/SAVPF 106 96 102\r\n');
  });

  it('refuses what is not an offer with a reason', () => {
    const noH264 = VIDEO.filter((l) => !/H264|fmtp/.test(l));
    const cases: [string, string][] = [
      ['', 'sdpMalformed'],
      ['hello', 'sdpMalformed'],
      [offer(VIDEO).replace('o=- 1 2 IN IP4 127.0.0.1\r\n', ''), 'sdpMalformed'],
      [offer(VIDEO.map((l) => l.replace('m=video', 'm=audio'))), 'sdpMalformed'],
      [offer(VIDEO).replace('a=fingerprint:sha-256 AB:CD:EF\r\n', ''), 'sdpMalformed'],
      [offer(VIDEO.filter((l) => !l.startsWith('a=ice-pwd'))), 'sdpMalformed'],
      [offer(VIDEO, ['a=tool:\u0000']), 'sdpMalformed'],
      [offer(noH264), 'webrtcUnsupportedCodec'],
      [offer(VIDEO.filter((l) => !l.includes(':106 ') && !l.includes(':127 '))), 'webrtcUnsupportedCodec'],
    ];
    for (const [text, reason] of cases) {
      const prepared = prepareOffer(text);
      expect(prepared.ok ? 'ok' : prepared.reason, text.slice(0, 60)).toBe(reason);
    }
  });
});
