import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../src/media/ffmpeg-path';
import { recorderWriterArgs } from '../src/media/hls-writer-args';
import { LiveEdge } from '../src/media/live-edge';
import { lowLatencyPlaylist, type LowLatencyInput } from '../src/media/ll-playlist';
import { removeDir } from './helpers';
import { ENCODE, PICTURE, record } from './support/live-pipe';

/**
 * The low-latency live playlist, checked against the HLS specification's rules for partial
 * segments (RFC 8216bis, section 4.4.3.7 onwards and 6.2.5), over a live edge fed by real ffmpeg.
 */

interface Parsed {
  target: number;
  partTarget: number | null;
  holdBack: number | null;
  canBlock: boolean;
  mediaSequence: number;
  segments: { uri: string; duration: number; parts: { uri: string; duration: number; independent: boolean }[] }[];
  /** Parts after the last complete segment (of the open one). */
  openParts: { uri: string; duration: number; independent: boolean }[];
  hint: string | null;
  lines: string[];
}

/** An attribute's value (quoted or not) of a tag line, or null. */
function attr(line: string, name: string): string | null {
  const match = new RegExp(`[:,]${name}=(?:"([^"]*)"|([^,]*))`).exec(line);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function parse(text: string): Parsed {
  const lines = text.trimEnd().split('\n');
  const parsed: Parsed = {
    target: NaN,
    partTarget: null,
    holdBack: null,
    canBlock: false,
    mediaSequence: NaN,
    segments: [],
    openParts: [],
    hint: null,
    lines,
  };
  let duration: number | null = null;
  for (const line of lines) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) parsed.target = Number(line.split(':')[1]);
    else if (line.startsWith('#EXT-X-PART-INF:')) parsed.partTarget = Number(attr(line, 'PART-TARGET'));
    else if (line.startsWith('#EXT-X-SERVER-CONTROL:')) {
      parsed.canBlock = attr(line, 'CAN-BLOCK-RELOAD') === 'YES';
      parsed.holdBack = Number(attr(line, 'PART-HOLD-BACK'));
    } else if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) parsed.mediaSequence = Number(line.split(':')[1]);
    else if (line.startsWith('#EXT-X-PART:'))
      parsed.openParts.push({
        uri: attr(line, 'URI')!,
        duration: Number(attr(line, 'DURATION')),
        independent: attr(line, 'INDEPENDENT') === 'YES',
      });
    else if (line.startsWith('#EXTINF:')) duration = Number(line.slice(8).split(',')[0]);
    else if (line.startsWith('#EXT-X-PRELOAD-HINT:')) parsed.hint = attr(line, 'URI');
    else if (!line.startsWith('#') && duration !== null) {
      parsed.segments.push({ uri: line, duration, parts: parsed.openParts });
      parsed.openParts = [];
      duration = null;
    }
  }
  return parsed;
}

/** Every rule the specification gives for a playlist with partial segments; returns what it finds wrong. */
function violations(p: Parsed): string[] {
  const wrong: string[] = [];
  const { partTarget, target } = p;
  if (p.lines[0] !== '#EXTM3U') wrong.push('not #EXTM3U first');
  if (partTarget === null || !(partTarget > 0)) return [...wrong, 'no PART-TARGET'];
  if (!p.canBlock) wrong.push('no CAN-BLOCK-RELOAD=YES');
  if (!(p.holdBack! >= 2 * partTarget)) wrong.push('PART-HOLD-BACK under twice PART-TARGET');
  for (const s of p.segments) if (Math.round(s.duration) > target) wrong.push(`${s.uri} longer than the target`);
  const all = [...p.segments.map((s) => s.parts), p.openParts];
  for (const parts of all) {
    for (const [i, part] of parts.entries()) {
      if (part.duration > partTarget + 1e-9) wrong.push(`${part.uri} longer than PART-TARGET`);
      // Under 85 % only for an independent part or the last of its segment (the open segment's
      // last listed part may be its final one: it was full when it was cut).
      const last = i === parts.length - 1;
      if (part.duration < 0.85 * partTarget && !part.independent && !last) wrong.push(`${part.uri} too short`);
    }
    if (parts.length > 0 && !parts[0]!.independent)
      wrong.push(`${parts[0]!.uri}: a segment not opened by an independent part`);
  }
  for (const s of p.segments)
    if (s.parts.length && Math.abs(s.parts.reduce((sum, x) => sum + x.duration, 0) - s.duration) > 0.002)
      wrong.push(`${s.uri}: its parts are not as long as it`);
  // Parts only for the segments within three target durations of the end.
  let fromEnd = p.openParts.reduce((sum, x) => sum + x.duration, 0);
  for (const s of [...p.segments].reverse()) {
    fromEnd += s.duration;
    if (s.parts.length && fromEnd - s.duration > 3 * target) wrong.push(`${s.uri}: parts listed too far back`);
  }
  p.segments.forEach((s, i) => {
    if (s.uri !== `ll/seg-${p.mediaSequence + i}.m4s`) wrong.push(`${s.uri} out of sequence`);
  });
  if (p.hint !== null && p.lines.at(-1) !== `#EXT-X-PRELOAD-HINT:TYPE=PART,URI="${p.hint}"`)
    wrong.push('the preload hint is not last');
  return wrong;
}

let dir: string;
let pipe: Buffer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-llp-'));
  const bin = (await resolveFfmpeg()).path;
  ({ stdout: pipe } = await record(bin, path.join(dir, 'run'), [...PICTURE, ...ENCODE], recorderWriterArgs, 'encode'));
});
afterAll(() => removeDir(dir));

const inputOf = (edge: LiveEdge, parts?: boolean): LowLatencyInput => ({
  segments: edge.all,
  nextPart: edge.nextPart,
  segmentTargetSec: 1,
  partTargetMs: edge.partTargetMs,
  upcoming: edge.upcoming,
  ...(parts === undefined ? {} : { parts }),
});

describe('the low-latency live playlist', () => {
  it.each([400, 250])(
    'keeps every rule for parts and preload hints, after every picture of two runs (%i ms parts)',
    (partTargetMs) => {
      const edge = new LiveEdge({ segmentTargetMs: 1000, partTargetMs, keepSegments: 4, now: () => 1_000_000 });
      let checked = 0;
      for (let run = 0; run < 2; run += 1) {
        const feed = edge.feed();
        for (let at = 0; at < pipe.length; at += 500) {
          feed(pipe.subarray(at, at + 500));
          const playlist = lowLatencyPlaylist(inputOf(edge));
          if (!edge.all.length) continue;
          const parsed = parse(playlist);
          expect(violations(parsed), playlist).toEqual([]);
          // A hint whenever a segment is open (between runs nothing is coming).
          expect(parsed.hint !== null).toBe(edge.nextPart !== null);
          checked += 1;
        }
        edge.endRun();
      }
      expect(checked).toBeGreaterThan(100);
      const last = lowLatencyPlaylist(inputOf(edge));
      // The second run follows a discontinuity, with its own init.
      expect(last).toContain('#EXT-X-MAP:URI="ll/init-1.mp4"');
      expect(last).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    },
  );

  it('names the open segment’s next part as the hint, and the next segment’s first once the open one is full', () => {
    const edge = new LiveEdge({ segmentTargetMs: 1000, partTargetMs: 400, keepSegments: 4, now: () => 0 });
    const feed = edge.feed();
    const hints = new Set<string>();
    for (let at = 0; at < pipe.length; at += 200) {
      feed(pipe.subarray(at, at + 200));
      const { hint } = parse(lowLatencyPlaylist(inputOf(edge)));
      if (hint) hints.add(hint);
    }
    expect([...hints].slice(0, 5)).toEqual([
      'll/part-0-0.m4s',
      'll/part-0-1.m4s',
      'll/part-0-2.m4s',
      'll/part-1-0.m4s',
      'll/part-1-1.m4s',
    ]);
  });

  it('without part tags (mosaic tiles): the parts as short segments numbered by part, nothing to block on', () => {
    const edge = new LiveEdge({ segmentTargetMs: 1000, partTargetMs: 400, keepSegments: 4, now: () => 1_000_000 });
    const feed = edge.feed();
    let checked = 0;
    const starts = new Set<number>();
    for (let at = 0; at < pipe.length; at += 700) {
      feed(pipe.subarray(at, at + 700));
      const plain = lowLatencyPlaylist(inputOf(edge, false));
      for (const tag of ['#EXT-X-PART', '#EXT-X-SERVER-CONTROL', '#EXT-X-PRELOAD-HINT', '#EXT-X-INDEPENDENT-SEGMENTS'])
        expect(plain).not.toContain(tag);
      const { segments, mediaSequence, target } = parse(plain);
      if (!segments.length) continue;
      checked += 1;
      // Every complete part the low-latency playlist lists, in the same order, numbered on without a hole.
      const lowLatency = parse(lowLatencyPlaylist(inputOf(edge)));
      const parts = [...lowLatency.segments.flatMap((s) => s.parts), ...lowLatency.openParts];
      expect(segments.map((s) => [s.uri, s.duration])).toEqual(parts.map((p) => [p.uri, p.duration]));
      const seqs = edge.all.flatMap((s) => s.parts.filter((p) => p.bytes).map((p) => p.seq));
      expect(mediaSequence).toBe(seqs[0]);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
      expect(segments.every((s) => Math.round(s.duration) <= target)).toBe(true);
      // A player starts on a part with a keyframe (EXT-X-START), at least a second before the end
      // when the list holds that much: any other part has nothing to decode from.
      const start = /#EXT-X-START:TIME-OFFSET=-([\d.]+),PRECISE=YES\n/.exec(plain);
      expect(start, plain).not.toBeNull();
      const complete = edge.all.flatMap((s) => s.parts.filter((p) => p.bytes));
      const total = complete.reduce((sum, p) => sum + p.durationMs, 0);
      let fromEnd = 0;
      const startsFromEnd = new Map<number, boolean>();
      for (const part of [...complete].reverse()) {
        fromEnd += part.durationMs;
        startsFromEnd.set(Math.round(fromEnd), part.independent);
      }
      const offset = Math.round(Number(start![1]) * 1000);
      expect(startsFromEnd.get(offset), `${offset} ms before the end`).toBe(true);
      if (total >= 2000) expect(offset).toBeGreaterThanOrEqual(1000 - 1);
      starts.add(offset);
    }
    expect(checked).toBeGreaterThan(20);
    // Not always the oldest part: the newest keyframe that leaves a second.
    expect(Math.min(...starts)).toBeLessThan(2000);
    // A segment's start is dated at its first part.
    const plain = lowLatencyPlaylist(inputOf(edge, false));
    expect(plain).toMatch(/#EXT-X-PROGRAM-DATE-TIME:.*\n#EXTINF:0\.400,\nll\/part-\d+-0\.m4s/);
  });

  it('is empty but valid before the first part', () => {
    const edge = new LiveEdge({ segmentTargetMs: 1000, partTargetMs: 400, keepSegments: 4, now: () => 0 });
    const playlist = lowLatencyPlaylist(inputOf(edge));
    expect(playlist).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(playlist).not.toContain('#EXTINF');
    expect(playlist).not.toContain('#EXT-X-PRELOAD-HINT');
  });

  it('goes on from the numbers the next part will take while a stopped stream lists nothing', () => {
    const edge = new LiveEdge({ segmentTargetMs: 1000, partTargetMs: 400, keepSegments: 4, now: () => 0 });
    const feed = edge.feed();
    feed(pipe);
    edge.endRun();
    const before = parse(lowLatencyPlaylist(inputOf(edge)));
    edge.clear();
    // A player's next reload must not see the numbers go back (it would take the list for another one).
    const empty = lowLatencyPlaylist(inputOf(edge));
    expect(empty).not.toContain('#EXTINF');
    expect(parse(empty).mediaSequence).toBe(before.mediaSequence + before.segments.length);
    expect(empty).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
    const plain = parse(lowLatencyPlaylist(inputOf(edge, false)));
    expect(plain.mediaSequence).toBe(edge.upcoming.partSeq);
    expect(plain.mediaSequence).toBe(15);
  });
});
