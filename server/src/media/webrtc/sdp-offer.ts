/**
 * A WHEP offer (an SDP text) checked and prepared before the peer connection reads it (pure):
 * its form, a video section the server can send H.264 into, the H.264 format chosen first, and
 * the browser's mDNS host candidates left out (the server learns the browser's address from its
 * connectivity checks instead of resolving `.local` names).
 */

export type OfferReason = 'sdpMalformed' | 'webrtcUnsupportedCodec';

export type PreparedOffer = { ok: true; sdp: string } | { ok: false; reason: OfferReason; message: string };

const fail = (reason: OfferReason, message: string): PreparedOffer => ({ ok: false, reason, message });

/** One SDP line: a letter, '=', then text without control characters (a tab may be in it). */
const LINE = /^[a-z]=/;
const hasControl = (line: string) => [...line].some((c) => c !== '\t' && (c < ' ' || c === '\x7f'));

interface H264Format {
  payloadType: string;
  packetizationMode: number;
  profileLevelId: string;
}

/** The H.264 formats of a media section: its rtpmap lines and their fmtp parameters. */
function h264Formats(section: string[]): H264Format[] {
  const formats: H264Format[] = [];
  for (const line of section) {
    const map = /^a=rtpmap:(\d{1,3}) H264\/90000$/i.exec(line);
    if (!map) continue;
    const payloadType = map[1]!;
    const fmtp = section.find((l) => l.startsWith(`a=fmtp:${payloadType} `)) ?? '';
    const params = new Map(
      fmtp
        .slice(fmtp.indexOf(' ') + 1)
        .split(';')
        .map((p) => p.trim().split('=') as [string, string | undefined]),
    );
    formats.push({
      payloadType,
      packetizationMode: Number(params.get('packetization-mode') ?? 0),
      profileLevelId: (params.get('profile-level-id') ?? '42001f').toLowerCase(),
    });
  }
  return formats;
}

/**
 * The format the server sends: packetization mode 1 (fragments; the RTP leg writes them),
 * constrained baseline first (what the encoded picture is), then any other.
 */
export function chooseH264(formats: H264Format[]): H264Format | null {
  const usable = formats.filter((f) => f.packetizationMode === 1);
  const rank = (f: H264Format) => (f.profileLevelId.startsWith('42e0') ? 0 : f.profileLevelId.startsWith('42') ? 1 : 2);
  return [...usable].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

export function prepareOffer(text: string): PreparedOffer {
  const lines = text.split(/\r?\n/);
  while (lines.at(-1) === '') lines.pop();
  if (lines[0] !== 'v=0' || !lines.every((l) => LINE.test(l) && !hasControl(l)))
    return fail('sdpMalformed', 'The offer is not an SDP text (RFC 8866)');
  if (!lines.some((l) => l.startsWith('o=')) || !lines.some((l) => l.startsWith('s=')))
    return fail('sdpMalformed', 'The offer has no origin or session name');
  const starts = lines.flatMap((l, i) => (l.startsWith('m=') ? [i] : []));
  const sections = starts.map((start, i) => lines.slice(start, starts[i + 1] ?? lines.length));
  const video = sections.filter((s) => /^m=video \d+ UDP\/TLS\/RTP\/SAVPF( \d{1,3})+$/.test(s[0]!));
  if (!video.length) return fail('sdpMalformed', 'The offer has no video section');
  if (!lines.some((l) => l.startsWith('a=ice-ufrag:')) || !lines.some((l) => l.startsWith('a=ice-pwd:')))
    return fail('sdpMalformed', 'The offer has no ICE credentials');
  if (!lines.some((l) => /^a=fingerprint:\S+ [0-9A-F:]+$/i.test(l)))
    return fail('sdpMalformed', 'The offer has no DTLS fingerprint');
  const chosen = new Map<string[], H264Format>();
  for (const section of video) {
    const format = chooseH264(h264Formats(section));
    if (!format) return fail('webrtcUnsupportedCodec', 'The offer takes no H.264 the server can send');
    chosen.set(section, format);
  }
  const out = sections.flatMap((section) => {
    const format = chosen.get(section);
    const kept = section.filter((l) => !/^a=candidate:\S+ \d+ \S+ \d+ \S+\.local /i.test(l));
    if (!format) return kept;
    // The chosen format first: the answer lists (and the server sends) it.
    const [m, port, proto, ...types] = kept[0]!.split(' ');
    const order = [format.payloadType, ...types.filter((t) => t !== format.payloadType)];
    return [[m, port, proto, ...order].join(' '), ...kept.slice(1)];
  });
  const session = lines.slice(0, starts[0]);
  return { ok: true, sdp: [...session, ...out].join('\r\n') + '\r\n' };
}
