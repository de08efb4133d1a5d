/**
 * Just enough of ISO BMFF (fragmented MP4) to cut a live stream into parts and segments (pure):
 * the top-level boxes of a byte stream, the track's timescale from the init (`moov`), and each
 * fragment's (`moof`) start, length and whether its first sample is a keyframe. One video track.
 */

export interface Box {
  type: string;
  /** The whole box, header included. */
  bytes: Buffer;
}

/** A box larger than this ends the stream (a picture of a camera's is far under it). */
export const MAX_BOX_BYTES = 64 << 20;

/** Splits a byte stream into its top-level boxes as they complete. */
export class BoxSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** How many bytes the next box needs before it can be cut (its header, then all of it). */
  private needed = 8;

  /** The boxes this chunk completes (none while a box is still coming). */
  push(chunk: Buffer): Box[] {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    // A large box arriving in many chunks is joined once, when it is all there.
    if (this.pendingBytes < this.needed) return [];
    const boxes: Box[] = [];
    let data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    let offset = 0;
    for (;;) {
      const size = boxSize(data, offset);
      if (size === null || offset + size > data.length) {
        // The whole box, or its header: 8 bytes, 16 with a 64-bit size.
        this.needed = size ?? (data.length - offset >= 8 ? 16 : 8);
        break;
      }
      boxes.push({
        type: data.toString('latin1', offset + 4, offset + 8),
        bytes: data.subarray(offset, offset + size),
      });
      offset += size;
    }
    data = data.subarray(offset);
    this.pending = data.length > 0 ? [data] : [];
    this.pendingBytes = data.length;
    return boxes;
  }
}

/** The size of the box at `offset`, null while its header is not all there; throws on a size no box can have. */
function boxSize(data: Buffer, offset: number): number | null {
  if (data.length - offset < 8) return null;
  const small = data.readUInt32BE(offset);
  if (small === 1) {
    if (data.length - offset < 16) return null;
    const large = Number(data.readBigUInt64BE(offset + 8));
    if (large < 16 || large > MAX_BOX_BYTES) throw new Error('Not an MP4 stream: a box with a bad size');
    return large;
  }
  if (small < 8 || small > MAX_BOX_BYTES) throw new Error('Not an MP4 stream: a box with a bad size');
  return small;
}

/** The child boxes of a container box's payload: [type, payload start, payload end]. */
function* children(data: Buffer, start: number, end: number): Generator<[string, number, number]> {
  let offset = start;
  while (offset + 8 <= end) {
    const size = data.readUInt32BE(offset);
    const header = size === 1 ? 16 : 8;
    const length = size === 1 ? Number(data.readBigUInt64BE(offset + 8)) : size === 0 ? end - offset : size;
    if (length < header || offset + length > end) return;
    yield [data.toString('latin1', offset + 4, offset + 8), offset + header, offset + length];
    offset += length;
  }
}

/** The payload of the first box along a path of types, or null. */
function find(data: Buffer, start: number, end: number, path: readonly string[]): [number, number] | null {
  const [head, ...rest] = path;
  for (const [type, from, to] of children(data, start, end)) {
    if (type !== head) continue;
    return rest.length === 0 ? [from, to] : find(data, from, to, rest);
  }
  return null;
}

export interface TrackInit {
  /** Ticks per second of the track's times. */
  timescale: number;
  /** `trex`: a sample's length when its fragment does not say (0: none). */
  defaultDuration: number;
  /** `trex`: a sample's flags when its fragment does not say. */
  defaultFlags: number;
}

/** The video track's timing from an init's `moov` box (the whole box). */
export function readInit(moov: Buffer): TrackInit {
  const mdhd = find(moov, 8, moov.length, ['trak', 'mdia', 'mdhd']);
  if (!mdhd) throw new Error('Not an MP4 init: no mdhd');
  const version = moov[mdhd[0]]!;
  const timescale = moov.readUInt32BE(mdhd[0] + (version === 1 ? 20 : 12));
  if (timescale <= 0) throw new Error('Not an MP4 init: no timescale');
  const trex = find(moov, 8, moov.length, ['mvex', 'trex']);
  return {
    timescale,
    defaultDuration: trex ? moov.readUInt32BE(trex[0] + 12) : 0,
    defaultFlags: trex ? moov.readUInt32BE(trex[0] + 20) : 0,
  };
}

export interface FragmentInfo {
  /** The first sample's decode time, in the track's ticks. */
  start: number;
  /** The samples' lengths together, in ticks. */
  duration: number;
  samples: number;
  /** The first sample is a keyframe: the fragment can be decoded on its own. */
  independent: boolean;
}

/** A sample's flags say it is not a sync sample. */
const NON_SYNC = 0x10000;

/** What a `moof` box (the whole box) holds, with the init's defaults where it says nothing. */
export function readFragment(moof: Buffer, init: TrackInit): FragmentInfo {
  const traf = find(moof, 8, moof.length, ['traf']);
  if (!traf) throw new Error('Not an MP4 fragment: no traf');
  let defaultDuration = init.defaultDuration;
  let defaultFlags = init.defaultFlags;
  let start = 0;
  let duration = 0;
  let samples = 0;
  let firstFlags: number | null = null;
  for (const [type, from] of children(moof, traf[0], traf[1])) {
    const flags = moof.readUInt32BE(from) & 0xffffff;
    if (type === 'tfhd') {
      let at = from + 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
      if (flags & 0x08) defaultDuration = moof.readUInt32BE(at);
      at += flags & 0x08 ? 4 : 0;
      at += flags & 0x10 ? 4 : 0;
      if (flags & 0x20) defaultFlags = moof.readUInt32BE(at);
    } else if (type === 'tfdt') {
      start = moof[from] === 1 ? Number(moof.readBigUInt64BE(from + 4)) : moof.readUInt32BE(from + 4);
    } else if (type === 'trun') {
      const count = moof.readUInt32BE(from + 4);
      let at = from + 8 + (flags & 0x01 ? 4 : 0);
      const first = flags & 0x04 ? moof.readUInt32BE(at) : null;
      at += flags & 0x04 ? 4 : 0;
      const perSample = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
      for (let i = 0; i < count; i += 1, at += perSample) {
        duration += flags & 0x100 ? moof.readUInt32BE(at) : defaultDuration;
        if (samples + i === 0) {
          const own = flags & 0x400 ? moof.readUInt32BE(at + (flags & 0x100 ? 4 : 0) + (flags & 0x200 ? 4 : 0)) : null;
          firstFlags = first ?? own ?? defaultFlags;
        }
      }
      samples += count;
    }
  }
  return { start, duration, samples, independent: firstFlags !== null && (firstFlags & NON_SYNC) === 0 };
}

/** Adds `ticks` to an unsigned 32- or 64-bit time at `at` (version 1: 64 bits); throws when it does not fit. */
function addTicks(data: Buffer, at: number, wide: boolean, ticks: number): void {
  const value = (wide ? Number(data.readBigUInt64BE(at)) : data.readUInt32BE(at)) + ticks;
  if (!Number.isSafeInteger(value) || value < 0 || (!wide && value > 0xffffffff))
    throw new Error('The fragment time does not fit its box');
  if (wide) data.writeBigUInt64BE(BigInt(value), at);
  else data.writeUInt32BE(value, at);
}

/** `ms` in ticks of `timescale`; throws when that is not a whole number of ticks. */
function msToTicks(ms: number, timescale: number): number {
  const ticks = (ms * timescale) / 1000;
  if (!Number.isSafeInteger(ticks)) throw new Error(`${ms} ms is not a whole number of ticks at ${timescale}/s`);
  return ticks;
}

/**
 * Moves a media segment (styp, sidx, moof + mdat, ...: the whole file) later by `shiftMs` in place:
 * each fragment's decode time (`tfdt`) and the segment index's earliest presentation time (`sidx`),
 * and numbers its fragments (`mfhd`) from `firstSequence` on. Pieces of one picture encoded apart,
 * each from time 0, so join into one run whose times go on. Sizes and offsets do not change.
 * Answers how many of the segment's first bytes changed (the media data after them did not).
 * Throws when the segment has no fragment time or a time does not fit its box.
 */
export function shiftSegmentTimes(segment: Buffer, init: TrackInit, shiftMs: number, firstSequence: number): number {
  let fragments = 0;
  let times = 0;
  let changed = 0;
  for (const [type, from, to] of children(segment, 0, segment.length)) {
    if (type === 'sidx') {
      const wide = segment[from] === 1;
      addTicks(segment, from + 12, wide, msToTicks(shiftMs, segment.readUInt32BE(from + 8)));
      changed = to;
    } else if (type === 'moof') {
      const mfhd = find(segment, from, to, ['mfhd']);
      if (mfhd) segment.writeUInt32BE((firstSequence + fragments) >>> 0, mfhd[0] + 4);
      fragments += 1;
      for (const [child, start, end] of children(segment, from, to)) {
        if (child !== 'traf') continue;
        const tfdt = find(segment, start, end, ['tfdt']);
        if (!tfdt) throw new Error('Not an MP4 fragment: no tfdt');
        addTicks(segment, tfdt[0] + 4, segment[tfdt[0]] === 1, msToTicks(shiftMs, init.timescale));
        times += 1;
      }
      changed = to;
    }
  }
  if (times === 0) throw new Error('Not an MP4 segment: no fragment time');
  return changed;
}
