import { describe, expect, it } from 'vitest';
import { BoxSplitter, readFragment, shiftSegmentTimes, type TrackInit } from './fmp4';

/** A box: 32-bit size, type, payload. */
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};

/** A full box's version and flags. */
const full = (version: number, flags = 0) => u32(version * 2 ** 24 + flags);

const track: TrackInit = { timescale: 16384, defaultDuration: 8192, defaultFlags: 0 };

/** A segment as ffmpeg's HLS muxer writes one: styp, sidx, then one moof + mdat per fragment. */
function segment(o: { sidxVersion: 0 | 1; tfdtVersion: 0 | 1; starts: number[]; sequence: number }): Buffer {
  const time = (version: 0 | 1, n: number) => (version === 1 ? u64(n) : u32(n));
  const boxes = [
    box('styp', Buffer.from('msdh'), u32(0), Buffer.from('msdhmsix')),
    box('sidx', full(o.sidxVersion), u32(1), u32(16384), time(o.sidxVersion, o.starts[0]!), time(o.sidxVersion, 0)),
  ];
  o.starts.forEach((start, i) => {
    boxes.push(
      box(
        'moof',
        box('mfhd', full(0), u32(o.sequence + i)),
        box(
          'traf',
          box('tfhd', full(0, 0x020000), u32(1)),
          box('tfdt', full(o.tfdtVersion), time(o.tfdtVersion, start)),
          box('trun', full(0, 0), u32(2)),
        ),
      ),
      box('mdat', Buffer.from('picture data')),
    );
  });
  return Buffer.concat(boxes);
}

function times(bytes: Buffer) {
  const boxes = new BoxSplitter().push(bytes);
  const sidx = boxes.find((b) => b.type === 'sidx')!.bytes;
  return {
    sidx: sidx[8] === 1 ? Number(sidx.readBigUInt64BE(20)) : sidx.readUInt32BE(20),
    fragments: boxes.filter((b) => b.type === 'moof').map((b) => readFragment(b.bytes, track).start),
    sequences: boxes.filter((b) => b.type === 'moof').map((b) => b.bytes.readUInt32BE(20)),
    media: boxes.filter((b) => b.type === 'mdat').map((b) => b.bytes.toString('latin1', 8)),
  };
}

describe('moving a segment later in time (shiftSegmentTimes)', () => {
  it.each([0, 1] as const)(
    'adds the shift to every fragment time and the index, numbers the fragments on (version %i)',
    (version) => {
      const bytes = segment({ sidxVersion: version, tfdtVersion: version, starts: [327680, 360448], sequence: 2 });
      const length = bytes.length;
      const changed = shiftSegmentTimes(bytes, track, 3_600_000, 181);
      expect(bytes.length).toBe(length);
      // An hour at 16384 ticks a second.
      expect(times(bytes)).toEqual({
        sidx: 327680 + 3600 * 16384,
        fragments: [327680 + 3600 * 16384, 360448 + 3600 * 16384],
        sequences: [181, 182],
        media: ['picture data', 'picture data'],
      });
      // Only the boxes up to the last fragment header changed: the media data after it is left.
      expect(changed).toBe(length - 8 - 'picture data'.length);
    },
  );

  it('refuses a shift that is not a whole number of ticks, a time past 32 bits, and a segment without times', () => {
    const one = () => segment({ sidxVersion: 0, tfdtVersion: 0, starts: [0], sequence: 1 });
    // 1 ms is 16.384 ticks.
    expect(() => shiftSegmentTimes(one(), track, 1, 1)).toThrow(/whole number of ticks/);
    expect(() => shiftSegmentTimes(one(), track, 300 * 86_400_000, 1)).toThrow(/does not fit/);
    expect(() => shiftSegmentTimes(box('mdat', Buffer.from('x')), track, 1000, 1)).toThrow(/no fragment time/);
  });
});
