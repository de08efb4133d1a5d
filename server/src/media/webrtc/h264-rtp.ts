/**
 * Reading and rewriting RTP packets of H.264 (RFC 3550, RFC 6184), as WebRTC's fan-out needs
 * them (pure): where a group of pictures starts, and a copy under a viewer's own numbering.
 */

const VERSION_2 = 0x80;
export const NAL_SPS = 7;
export const NAL_PPS = 8;
const STAP_A = 24;
const FU_A = 28;

/** Where the payload starts (after CSRCs and a header extension), or null for a packet that is not RTP version 2. */
export function payloadOffset(packet: Buffer): number | null {
  if (packet.length < 12 || (packet[0]! & 0xc0) !== VERSION_2) return null;
  let offset = 12 + (packet[0]! & 0x0f) * 4;
  if (packet[0]! & 0x10) {
    if (packet.length < offset + 4) return null;
    offset += 4 + packet.readUInt16BE(offset + 2) * 4;
  }
  return offset < packet.length ? offset : null;
}

/** The H.264 NAL unit types a packet starts: one, those of an aggregate (STAP-A), or a fragment's on its first piece. */
export function nalTypes(packet: Buffer): number[] {
  const offset = payloadOffset(packet);
  if (offset === null) return [];
  const type = packet[offset]! & 0x1f;
  if (type === FU_A) {
    const header = packet[offset + 1];
    return header !== undefined && header & 0x80 ? [header & 0x1f] : [];
  }
  if (type !== STAP_A) return [type];
  const types: number[] = [];
  for (let at = offset + 1; at + 2 < packet.length;) {
    const size = packet.readUInt16BE(at);
    if (size === 0 || at + 2 + size > packet.length) break;
    types.push(packet[at + 2]! & 0x1f);
    at += 2 + size;
  }
  return types;
}

/** Whether the packet carries a sequence parameter set: a group of pictures a decoder can start from begins here. */
export const startsGroup = (packet: Buffer): boolean => nalTypes(packet).includes(NAL_SPS);

export const rtpTimestamp = (packet: Buffer): number => packet.readUInt32BE(4);

/** A copy with another sequence number and timestamp: each viewer's track gets packets of its own. */
export function renumbered(packet: Buffer, sequence: number, timestamp: number): Buffer {
  const copy = Buffer.from(packet);
  copy.writeUInt16BE(sequence & 0xffff, 2);
  copy.writeUInt32BE(timestamp >>> 0, 4);
  return copy;
}

/** Whether timestamp `b` is before `a` (32-bit serial arithmetic). */
export const isBefore = (b: number, a: number): boolean => ((b - a) | 0) < 0;
