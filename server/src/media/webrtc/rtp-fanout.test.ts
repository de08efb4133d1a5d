import { describe, expect, it } from 'vitest';
import { recorderWriterArgs } from '../hls-writer-args';
import { nalTypes, rtpTimestamp, startsGroup } from './h264-rtp';
import { MAX_GROUP_PACKETS, RtpFanout } from './rtp-fanout';

/** An RTP packet of H.264: `nal` is the payload's first bytes. */
function packet(ssrc: number, sequence: number, timestamp: number, nal: number[]): Buffer {
  const header = Buffer.alloc(12);
  header[0] = 0x80;
  header[1] = 96;
  header.writeUInt16BE(sequence, 2);
  header.writeUInt32BE(timestamp, 4);
  header.writeUInt32BE(ssrc, 8);
  return Buffer.concat([header, Buffer.from(nal)]);
}
const SPS = [0x67, 0x42];
const PPS = [0x68, 0xce];
const IDR_START = [0x7c, 0x85, 1];
const IDR_MIDDLE = [0x7c, 0x05, 2];
const P = [0x41, 9];
const STAP_SPS_PPS = [0x78, 0, 2, 0x67, 0x42, 0, 2, 0x68, 0xce];

describe('H.264 over RTP', () => {
  it('reads the NAL unit types of single, aggregated and fragmented packets', () => {
    expect(nalTypes(packet(1, 0, 0, SPS))).toEqual([7]);
    expect(nalTypes(packet(1, 0, 0, STAP_SPS_PPS))).toEqual([7, 8]);
    expect(nalTypes(packet(1, 0, 0, IDR_START))).toEqual([5]);
    expect(nalTypes(packet(1, 0, 0, IDR_MIDDLE))).toEqual([]);
    expect(nalTypes(Buffer.from([0x40, 0, 0]))).toEqual([]);
    expect(startsGroup(packet(1, 0, 0, STAP_SPS_PPS))).toBe(true);
    expect(startsGroup(packet(1, 0, 0, P))).toBe(false);
  });
});

describe('the WebRTC fan-out', () => {
  it("takes an SSRC that ffmpeg's ssrc option accepts (a positive signed 32-bit integer)", () => {
    const ssrcs = Array.from({ length: 200 }, () => RtpFanout.detached().ssrc);
    expect(ssrcs.every((ssrc) => Number.isInteger(ssrc) && ssrc >= 1 && ssrc <= 0x7fffffff)).toBe(true);
  });

  const group = (feed: RtpFanout, ts: number, seq = 0) => {
    for (const nal of [SPS, PPS, IDR_START, IDR_MIDDLE]) feed.push(packet(feed.ssrc, seq++, ts, nal));
    return seq;
  };

  it('starts a viewer with the group since the last parameter sets, squeezed behind the live edge, then live', () => {
    const feed = RtpFanout.detached();
    feed.push(packet(feed.ssrc, 0, 0, P)); // before any parameter sets: nothing to start from
    let seq = group(feed, 9000, 1);
    feed.push(packet(feed.ssrc, seq++, 15_000, P));
    feed.push(packet(feed.ssrc, seq++, 21_000, P));
    const got: Buffer[] = [];
    const viewer = feed.join((p) => got.push(p));
    expect(got.map((p) => nalTypes(p)[0])).toEqual([7, 8, 5, undefined, 1, 1]);
    // The replayed pictures 1 ms apart, ending on the live edge's timestamp.
    expect(got.map(rtpTimestamp)).toEqual([20_820, 20_820, 20_820, 20_820, 20_910, 21_000]);
    const numbers = got.map((p) => p.readUInt16BE(2));
    expect(numbers.slice(1).every((n, i) => n === ((numbers[i]! + 1) & 0xffff))).toBe(true);
    feed.push(packet(feed.ssrc, seq++, 27_000, P));
    expect(got).toHaveLength(7);
    expect(rtpTimestamp(got[6]!)).toBe(27_000);
    expect(got[6]!.readUInt16BE(2)).toBe((numbers.at(-1)! + 1) & 0xffff);
    viewer.close();
    feed.push(packet(feed.ssrc, seq++, 33_000, P));
    expect(got).toHaveLength(7);
  });

  it('gives every viewer its own copy under its own numbering, and drops packets of another source', () => {
    const feed = RtpFanout.detached();
    group(feed, 1000);
    const a: Buffer[] = [];
    const b: Buffer[] = [];
    feed.join((p) => a.push(p));
    feed.join((p) => b.push(p));
    const live = packet(feed.ssrc, 50, 7000, P);
    feed.push(live);
    feed.push(packet(feed.ssrc + 1, 51, 7000, P));
    expect(a).toHaveLength(5);
    expect(a[4]).not.toBe(b[4]);
    expect(a[4]!.subarray(12)).toEqual(live.subarray(12));
    a[4]!.writeUInt32BE(0, 8);
    expect(b[4]!.readUInt32BE(8)).toBe(feed.ssrc);
  });

  it('starts a new group at the next parameter sets, keeps none past its limit, and notices pictures out of order', () => {
    const feed = RtpFanout.detached();
    group(feed, 1000);
    group(feed, 91_000, 10);
    const got: Buffer[] = [];
    feed.join((p) => got.push(p));
    expect(got).toHaveLength(4);
    for (let i = 0; i < MAX_GROUP_PACKETS; i++) feed.push(packet(feed.ssrc, i, 100_000 + i, P));
    expect(feed.hasGroup).toBe(false);
    expect(feed.reordered).toBe(false);
    feed.push(packet(feed.ssrc, 1, 50_000, P));
    expect(feed.reordered).toBe(true);
    feed.reset();
    expect(feed.reordered).toBe(false);
  });
});

describe("the recorder's RTP leg", () => {
  const options = { dir: '/d', hlsTimeSec: 2, listSize: 10, startNumber: 0, fps: 15 };
  it('sends H.264 to the feed with parameter sets at every keyframe, a keyframe a second and no B-frames', () => {
    const args = recorderWriterArgs({ ...options, mode: 'encode', rtp: { port: 40_000, ssrc: 7 } });
    const tee = args.at(-1)!;
    expect(tee).toContain(
      '|[onfail=ignore:f=rtp:payload_type=96:ssrc=7:bsfs/v=dump_extra]rtp\\://127.0.0.1\\:40000?pkt_size\\=1200',
    );
    expect(args.join(' ')).toContain('-profile:v baseline');
    expect(args[args.indexOf('-g') + 1]).toBe('15');
    const copied = recorderWriterArgs({ ...options, mode: 'copy', rtp: { port: 40_000, ssrc: 7 } });
    expect(copied.at(-1)).toContain('f=rtp');
    const without = recorderWriterArgs({ ...options, mode: 'encode' });
    expect(without.at(-1)).not.toContain('rtp');
    expect(without[without.indexOf('-g') + 1]).toBe('30');
    expect(without).not.toContain('-profile:v');
  });
});
