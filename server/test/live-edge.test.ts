import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../src/media/ffmpeg-path';
import { BoxSplitter, MAX_BOX_BYTES, readFragment, readInit, type Box } from '../src/media/fmp4';
import { hlsWriterArgs, recorderWriterArgs, segmentName, type HlsWriterOptions } from '../src/media/hls-writer-args';
import { LiveEdge } from '../src/media/live-edge';
import { runFfmpeg } from '../src/media/run-ffmpeg';
import { removeDir } from './helpers';
import { ENCODE, feedAll, FPS, PICTURE, record as recordIn, SECONDS, segmentsOf } from './support/live-pipe';

/**
 * The live edge (low-latency HLS) against real ffmpeg output: the recorder's command writes its
 * recording and, through the same encode, the fragmented MP4 the edge cuts into parts and segments.
 */

let dir: string;
let bin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-edge-'));
  bin = (await resolveFfmpeg()).path;
});
afterAll(() => removeDir(dir));

const record = (name: string, input: string[], writer: (o: HlsWriterOptions) => string[], mode: 'copy' | 'encode') =>
  recordIn(bin, path.join(dir, name), input, writer, mode);

/** The sample data of a file's fragments, in order (mdat payloads). */
function samples(bytes: Buffer): Buffer {
  return Buffer.concat(
    new BoxSplitter()
      .push(bytes)
      .filter((b) => b.type === 'mdat')
      .map((b) => b.bytes.subarray(8)),
  );
}

const newEdge = (now = () => 0) => new LiveEdge({ segmentTargetMs: 1000, partTargetMs: 400, keepSegments: 100, now });

describe('the fragmented MP4 of the live pipe', () => {
  it('splits into the same boxes whatever the chunks, with one picture per fragment and the track timescale', async () => {
    const { stdout } = await record('boxes', [...PICTURE, ...ENCODE], recorderWriterArgs, 'encode');
    const whole = new BoxSplitter().push(stdout);
    const split = new BoxSplitter();
    const pieces: Box[] = [];
    for (let at = 0; at < stdout.length; at += 777) pieces.push(...split.push(stdout.subarray(at, at + 777)));
    expect(pieces.map((b) => b.type)).toEqual(whole.map((b) => b.type));
    expect(Buffer.concat(pieces.map((b) => b.bytes)).equals(stdout)).toBe(true);
    expect(whole.slice(0, 2).map((b) => b.type)).toEqual(['ftyp', 'moov']);
    const track = readInit(whole[1]!.bytes);
    const fragments = whole.filter((b) => b.type === 'moof').map((b) => readFragment(b.bytes, track));
    expect(fragments).toHaveLength(SECONDS * FPS);
    expect(fragments.every((f) => f.samples === 1)).toBe(true);
    // Each picture lasts 1/10 s, and keyframes come at every segment boundary (1 s).
    expect(new Set(fragments.map((f) => Math.round((f.duration / track.timescale) * 1000)))).toEqual(new Set([100]));
    expect(fragments.flatMap((f, i) => (f.independent ? [i] : []))).toEqual([0, 10, 20, 30, 40]);
    expect(fragments.map((f) => f.start)).toEqual(fragments.map((_, i) => (i * track.timescale) / FPS));
  });

  it('refuses a stream that is not MP4', () => {
    expect(() => new BoxSplitter().push(Buffer.from('\0\0\0\x02junkjunkjunk'))).toThrow(/Not an MP4 stream/);
  });

  it('refuses a box larger than any picture (a 32-bit or a 64-bit size), before it is read', () => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(MAX_BOX_BYTES + 1, 0);
    header.write('mdat', 4, 'latin1');
    expect(() => new BoxSplitter().push(header)).toThrow(/a box with a bad size/);
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(MAX_BOX_BYTES) + 1n, 8);
    const split = new BoxSplitter();
    // The 64-bit size is read once its 16 bytes are there, however they come.
    expect(split.push(large.subarray(0, 9))).toEqual([]);
    expect(() => split.push(large.subarray(9))).toThrow(/a box with a bad size/);
  });
});

describe('the recording beside the live pipe', () => {
  it('is the same, file for file, as without it (encoded and copied)', async () => {
    const source = path.join(dir, 'camera.ts');
    const made = await runFfmpeg({
      bin,
      args: ['-loglevel', 'error', ...PICTURE, '-c:v', 'libx264', '-g', String(FPS), '-f', 'mpegts', source],
      timeoutMs: 60_000,
    });
    expect(made.code).toBe(0);
    for (const [mode, input] of [
      ['encode', [...PICTURE, ...ENCODE]],
      ['copy', ['-i', source]],
    ] as const) {
      const plain = await record(`plain-${mode}`, [...input], hlsWriterArgs, mode);
      const teed = await record(`teed-${mode}`, [...input], recorderWriterArgs, mode);
      const names = fs.readdirSync(plain.folder).filter((f) => f !== 'index.m3u8');
      expect(names).toContain(segmentName(0));
      expect(fs.readdirSync(teed.folder).sort()).toEqual(fs.readdirSync(plain.folder).sort());
      for (const name of names)
        expect(
          fs.readFileSync(path.join(teed.folder, name)).equals(fs.readFileSync(path.join(plain.folder, name))),
          name,
        ).toBe(true);
      // ffmpeg's playlist, which the index is made from: the same but for the wall-clock times.
      const listed = (folder: string) =>
        fs
          .readFileSync(path.join(folder, 'index.m3u8'), 'utf8')
          .split('\n')
          .filter((line) => !line.startsWith('#EXT-X-PROGRAM-DATE-TIME'));
      expect(listed(teed.folder)).toEqual(listed(plain.folder));
      expect(listed(plain.folder).filter((line) => line.startsWith('seg-')).length).toBe(SECONDS);
      expect(teed.stdout.length).toBeGreaterThan(0);
    }
  });
});

describe('the live edge', () => {
  it('cuts parts of at most the part target and segments on the recording’s keyframes, with the same pictures', async () => {
    const { folder, stdout } = await record('edge', [...PICTURE, ...ENCODE], recorderWriterArgs, 'encode');
    const edge = newEdge();
    feedAll(edge, stdout);
    const recorded = segmentsOf(folder);
    const segments = edge.all;
    expect(segments.map((s) => s.msn)).toEqual(recorded.map((_, i) => i));
    for (const [i, segment] of segments.entries()) {
      // The same pictures as the recorded segment, byte for byte.
      expect(samples(segment.bytes!).equals(samples(recorded[i]!)), `segment ${i}`).toBe(true);
      expect(segment.durationMs).toBeCloseTo(1000, 0);
      // Parts are kept for the last three target durations only.
      if (i < segments.length - 3) {
        expect(segment.parts).toEqual([]);
        continue;
      }
      expect(segment.parts.map((p) => Math.round(p.durationMs))).toEqual([400, 400, 200]);
      expect(segment.parts.map((p) => p.independent)).toEqual([true, false, false]);
      expect(Buffer.concat(segment.parts.map((p) => p.bytes!)).equals(segment.bytes!)).toBe(true);
    }
    expect(edge.init(0)).not.toBeNull();
  });

  it('keeps the newest segments, the parts of the last three target durations, and numbers on across runs', async () => {
    const { stdout } = await record('keep', [...PICTURE, ...ENCODE], recorderWriterArgs, 'encode');
    const edge = new LiveEdge({ segmentTargetMs: 1000, partTargetMs: 400, keepSegments: 3, now: () => 0 });
    feedAll(edge, stdout);
    feedAll(edge, stdout);
    const segments = edge.all;
    expect(segments.map((s) => s.msn)).toEqual([7, 8, 9]);
    expect(segments.map((s) => s.discontinuity)).toEqual([1, 1, 1]);
    expect(segments.map((s) => s.initId)).toEqual([1, 1, 1]);
    expect(segments.map((s) => s.parts.length)).toEqual([3, 3, 3]);
    expect(edge.init(0)).toBeNull();
    edge.clear();
    expect(edge.all).toEqual([]);
    feedAll(edge, stdout);
    expect(edge.all.map((s) => s.msn)).toEqual([12, 13, 14]);
  });

  it('says which part comes next, and whether a blocking reload may be answered', async () => {
    const { stdout } = await record('next', [...PICTURE, ...ENCODE], recorderWriterArgs, 'encode');
    const boxes = new BoxSplitter().push(stdout);
    const edge = newEdge();
    const feed = edge.feed();
    // The init and the first six pictures: segment 0 has part 0 (4 pictures) and part 1 open.
    const upTo = (pictures: number) => {
      let seen = 0;
      const at = boxes.findIndex((b) => b.type === 'mdat' && ++seen === pictures);
      return Buffer.concat(boxes.slice(0, at + 1).map((b) => b.bytes));
    };
    feed(upTo(6));
    expect(edge.nextPart).toEqual({ msn: 0, index: 1 });
    expect(edge.has(0, 0)).toBe(true);
    expect(edge.has(0, 1)).toBe(false);
    expect(edge.has(0, null)).toBe(false);
    const waiting = edge.until(() => edge.has(0, 1), 5000);
    feed(upTo(8).subarray(upTo(6).length));
    await expect(waiting).resolves.toBe(true);
    // Ten pictures: the segment is as long as the target, so the next picture starts segment 1.
    feed(upTo(10).subarray(upTo(8).length));
    expect(edge.nextPart).toEqual({ msn: 1, index: 0 });
    expect(edge.part(0, 2)).not.toBeNull();
    expect(edge.segment(0)).toBeNull();
    feed(upTo(11).subarray(upTo(10).length));
    expect(edge.segment(0)).not.toBeNull();
    expect(edge.has(0, null)).toBe(true);
    expect(edge.has(0, 3)).toBe(false);
    await expect(edge.until(() => edge.has(5, 0), 50)).resolves.toBe(false);
    const aborted = new AbortController();
    const gone = edge.until(() => false, 5000, aborted.signal);
    aborted.abort();
    await expect(gone).resolves.toBe(false);
  });

  it('dates a run’s first segment from its first picture’s arrival, and the next ones from it', async () => {
    const { stdout } = await record('dates', [...PICTURE, ...ENCODE], recorderWriterArgs, 'encode');
    const edge = newEdge(() => 1_000_000);
    feedAll(edge, stdout);
    expect(edge.all.map((s) => s.startMs)).toEqual([999_900, 1_000_900, 1_001_900, 1_002_900, 1_003_900]);
  });

  it('closes a segment that no keyframe ends after fifteen targets, and waits for a keyframe to open the next', async () => {
    // A camera that sends one keyframe only: copied, the recording is one long segment.
    const source = path.join(dir, 'one-keyframe.ts');
    const made = await runFfmpeg({
      bin,
      args: ['-loglevel', 'error', ...PICTURE, '-c:v', 'libx264', '-g', '1000', '-f', 'mpegts', source],
      timeoutMs: 60_000,
    });
    expect(made.code).toBe(0);
    const { stdout } = await record('one-keyframe', ['-i', source], recorderWriterArgs, 'copy');
    const edge = new LiveEdge({ segmentTargetMs: 200, partTargetMs: 400, keepSegments: 10, now: () => 0 });
    feedAll(edge, stdout);
    // 15 × 200 ms: the rest of the 5 s has no keyframe to start a segment with.
    expect(edge.all.map((s) => Math.round(s.durationMs))).toEqual([3000]);
    expect(edge.all[0]!.bytes).not.toBeNull();
    expect(edge.longestMs).toBeCloseTo(3000, 0);
  });

  it('fits the part target to whole pictures, so that parts fill it (250 ms at 10 pictures a second: 200 ms)', async () => {
    const { stdout } = await record('part-fit', [...PICTURE, ...ENCODE], recorderWriterArgs, 'encode');
    const edge = new LiveEdge({ segmentTargetMs: 1000, partTargetMs: 250, keepSegments: 10, now: () => 0 });
    expect(edge.partTargetMs).toBe(250);
    feedAll(edge, stdout);
    expect(edge.partTargetMs).toBe(200);
    expect(edge.all.at(-1)!.parts.map((p) => Math.round(p.durationMs))).toEqual([200, 200, 200, 200, 200]);
    // A picture longer than the target is a part by itself.
    const slow = new LiveEdge({ segmentTargetMs: 1000, partTargetMs: 60, keepSegments: 10, now: () => 0 });
    feedAll(slow, stdout);
    expect(slow.partTargetMs).toBe(100);
    expect(slow.all.at(-1)!.parts.every((p) => Math.round(p.durationMs) === 100)).toBe(true);
  });

  it('lists nothing of a run whose pipe failed, and numbers the next run on from where it stopped', async () => {
    const { stdout } = await record('failed', [...PICTURE, ...ENCODE], recorderWriterArgs, 'encode');
    const edge = newEdge();
    feedAll(edge, stdout);
    expect(edge.newestListed).toBe(4);
    expect(edge.broken).toBe(false);
    edge.fail();
    expect(edge.broken).toBe(true);
    expect(edge.all).toEqual([]);
    expect(edge.newestListed).toBeNull();
    expect(edge.upcoming).toEqual({ msn: 5, partSeq: 15, discontinuity: 0 });
    const feed = edge.feed();
    expect(edge.broken).toBe(false);
    feed(stdout);
    expect(edge.all[0]).toMatchObject({ msn: 5, discontinuity: 1 });
    expect(edge.newestListed).toBe(edge.all.at(-1)!.msn);
  });

  it('cuts a quick start’s first segment short, as the recorder does, and the next ones at the target', async () => {
    const { stdout } = await record('quick', [...PICTURE, ...ENCODE], recorderWriterArgs, 'encode');
    // Keyframes every second: a 2 s target, and a first segment of 1 s.
    const edge = new LiveEdge({ segmentTargetMs: 2000, partTargetMs: 400, keepSegments: 10, now: () => 0 });
    feedAll(edge, stdout);
    expect(edge.all.map((s) => Math.round(s.durationMs))).toEqual([2000, 2000, 1000]);
    const quick = new LiveEdge({ segmentTargetMs: 2000, partTargetMs: 400, keepSegments: 10, now: () => 0 });
    const feed = quick.feed({ firstSegmentMs: 1000 });
    for (let at = 0; at < stdout.length; at += 1000) feed(stdout.subarray(at, at + 1000));
    quick.endRun();
    // The recorder's cuts with a quick start's keyframes (0, 1, 2, 4 s): 1 s, 1 s, then 2 s.
    expect(quick.all.map((s) => Math.round(s.durationMs))).toEqual([1000, 1000, 2000, 1000]);
    expect(quick.all[0]!.parts.map((p) => Math.round(p.durationMs))).toEqual([400, 400, 200]);
    // No part of a picture's length while a segment waits for its keyframe.
    for (const segment of quick.all) expect(segment.parts.every((p) => p.durationMs >= 200 - 1)).toBe(true);
    // The next run is not a quick start unless it says so.
    feedAll(quick, stdout);
    expect(quick.all.slice(4).map((s) => Math.round(s.durationMs))).toEqual([2000, 2000, 1000]);
  });
});
