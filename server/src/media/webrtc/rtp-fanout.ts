import dgram from 'node:dgram';
import crypto from 'node:crypto';
import { isBefore, nalTypes, NAL_PPS, NAL_SPS, payloadOffset, renumbered, rtpTimestamp, startsGroup } from './h264-rtp';

/**
 * One stream's WebRTC feed: the recorder's RTP packets (H.264, from ffmpeg on a local UDP port),
 * the current group of pictures (since the last parameter sets), and the viewers they go to.
 * A viewer joining starts with the group kept, its timestamps squeezed just behind the live edge
 * so that the browser shows the first picture at once, then the live packets; every viewer has
 * its own copy of every packet under its own numbering (docs/live-and-archive.md#webrtc).
 */

/** A group of pictures longer than this (a camera's long GOP) is not kept: a viewer then waits for the next. */
export const MAX_GROUP_PACKETS = 4000;
/** Replayed pictures are this far apart (90 kHz: 1 ms), ending at the live edge's picture. */
const SQUEEZE_TICKS = 90;

export interface RtpViewer {
  close(): void;
}

export class RtpFanout {
  /**
   * The SSRC ffmpeg writes with: packets of anything else on the port are dropped. Below 2^31:
   * ffmpeg's `ssrc` option is a signed 32-bit integer, and refuses anything above.
   */
  readonly ssrc = 1 + (crypto.randomBytes(4).readUInt32BE(0) % 0x7ffffffe);
  private group: Buffer[] = [];
  private lastTimestamp: number | null = null;
  private readonly viewers = new Set<(packet: Buffer) => void>();
  /** Pictures came out of order (a copied source with B-frames): WebRTC cannot carry it as it is. */
  reordered = false;
  /** Packets received, all told. */
  packets = 0;

  private constructor(
    private readonly socket: dgram.Socket | null,
    readonly port: number,
  ) {}

  /** A feed listening on a free UDP port of 127.0.0.1. */
  static async open(): Promise<RtpFanout> {
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(0, '127.0.0.1', () => resolve());
    });
    socket.unref();
    const feed = new RtpFanout(socket, socket.address().port);
    socket.on('message', (packet) => feed.push(packet));
    socket.on('error', () => undefined);
    return feed;
  }

  /** A feed without a socket (tests push packets by hand). */
  static detached(): RtpFanout {
    return new RtpFanout(null, 0);
  }

  /** Whether a viewer joining now gets a picture at once. */
  get hasGroup(): boolean {
    return this.group.length > 0;
  }

  push(packet: Buffer): void {
    if (payloadOffset(packet) === null || packet.readUInt32BE(8) !== this.ssrc) return;
    this.packets += 1;
    const timestamp = rtpTimestamp(packet);
    if (this.lastTimestamp !== null && isBefore(timestamp, this.lastTimestamp)) this.reordered = true;
    this.lastTimestamp = timestamp;
    if (startsGroup(packet) && !this.continuesParameterSets()) this.group = [];
    if (this.group.length > 0 || startsGroup(packet)) {
      if (this.group.length < MAX_GROUP_PACKETS) this.group.push(packet);
      else this.group = [];
    }
    for (const send of this.viewers) send(packet);
  }

  /** SPS and PPS may come as packets of their own: a second parameter set before any picture does not restart the group. */
  private continuesParameterSets(): boolean {
    return this.group.length > 0 && this.group.every((p) => nalTypes(p).every((t) => t === NAL_SPS || t === NAL_PPS));
  }

  /**
   * A viewer: `send` gets the kept group at once (squeezed), then every live packet, each a copy
   * numbered for this viewer alone.
   */
  join(send: (packet: Buffer) => void): RtpViewer {
    let sequence = crypto.randomBytes(2).readUInt16BE(0);
    const replay = this.group;
    const frames = [...new Set(replay.map(rtpTimestamp))];
    const edge = frames.at(-1) ?? 0;
    const squeezed = new Map(frames.map((ts, i) => [ts, (edge - (frames.length - 1 - i) * SQUEEZE_TICKS) >>> 0]));
    for (const packet of replay) send(renumbered(packet, sequence++, squeezed.get(rtpTimestamp(packet))!));
    const live = (packet: Buffer) => send(renumbered(packet, sequence++, rtpTimestamp(packet)));
    this.viewers.add(live);
    return { close: () => this.viewers.delete(live) };
  }

  get viewerCount(): number {
    return this.viewers.size;
  }

  /** A new run of the recorder: its pictures start a new group. */
  reset(): void {
    this.group = [];
    this.lastTimestamp = null;
    this.reordered = false;
  }

  close(): void {
    this.viewers.clear();
    this.group = [];
    this.socket?.close();
  }
}
