import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hlsWriterArgs, keyframeTimes, runSegmentMs } from '../src/media/hls-writer-args';
import { dropUnindexedTail } from '../src/media/reconcile';
import { archivePlaylist, livePlaylist, type LiveSegment, type PlaylistSegment } from '../src/media/playlists';
import { parseHlsPlaylist, segmentStart } from '../src/media/segment-indexer';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');

function seg(run: string, seq: number, startS: number, durS = 2): PlaylistSegment {
  const name = `seg-${String(seq).padStart(6, '0')}.m4s`;
  return {
    run_id: run,
    seq,
    start_ms: T0 + startS * 1000,
    duration_ms: durS * 1000,
    file: `${run}/${name}`,
    init_file: `${run}/init.mp4`,
  };
}

describe('archive playlist', () => {
  const segments = [
    seg('run-a', 0, 0),
    seg('run-a', 1, 2),
    // a hole of 6 s inside the same run
    seg('run-a', 2, 10),
    // touching (0.5 s apart): no discontinuity
    seg('run-a', 3, 12.5),
    // another run right after: a discontinuity with its own init segment
    seg('run-b', 4, 14.5, 1.5),
  ];
  const text = archivePlaylist(segments);
  const lines = text.trim().split('\n');

  it('is a VOD playlist with ENDLIST, a target duration and program date times', () => {
    expect(lines.slice(0, 6)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXT-X-INDEPENDENT-SEGMENTS',
    ]);
    expect(lines.at(-1)).toBe('#EXT-X-ENDLIST');
    expect(lines.filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))).toEqual([
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:00.000Z',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:02.000Z',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:10.000Z',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:12.500Z',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:14.500Z',
    ]);
  });

  it('breaks at a gap and at a run change, each time with the init segment again', () => {
    const body = lines.slice(6, -1).join('\n');
    expect(body).toBe(
      [
        '#EXT-X-MAP:URI="../media/run-a/init.mp4"',
        '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:00.000Z',
        '#EXTINF:2.000,',
        '../media/run-a/seg-000000.m4s',
        '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:02.000Z',
        '#EXTINF:2.000,',
        '../media/run-a/seg-000001.m4s',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-MAP:URI="../media/run-a/init.mp4"',
        '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:10.000Z',
        '#EXTINF:2.000,',
        '../media/run-a/seg-000002.m4s',
        '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:12.500Z',
        '#EXTINF:2.000,',
        '../media/run-a/seg-000003.m4s',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-MAP:URI="../media/run-b/init.mp4"',
        '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T10:00:14.500Z',
        '#EXTINF:1.500,',
        '../media/run-b/seg-000004.m4s',
      ].join('\n'),
    );
  });

  it('is valid and empty without segments', () => {
    expect(archivePlaylist([])).toContain('#EXT-X-ENDLIST');
    expect(archivePlaylist([])).not.toContain('#EXTINF');
  });

  it('rounds the target duration up to the longest segment', () => {
    expect(archivePlaylist([seg('r', 0, 0, 2.2)])).toContain('#EXT-X-TARGETDURATION:3');
  });
});

describe('live playlist', () => {
  const live = (s: PlaylistSegment, discontinuity: number): LiveSegment => ({ ...s, discontinuity });

  it('slides: media sequence of the first segment, no ENDLIST, MAP per run, discontinuity sequence', () => {
    const text = livePlaylist([
      live(seg('run-a', 41, 0), 3),
      live(seg('run-a', 42, 2), 3),
      live(seg('run-b', 43, 9), 4),
    ]);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:41\n');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:3\n');
    expect(text).not.toContain('ENDLIST');
    expect(text.match(/#EXT-X-MAP:URI="..\/media\/run-a\/init.mp4"/g)).toHaveLength(1);
    expect(text).toContain(
      '../media/run-a/seg-000042.m4s\n#EXT-X-DISCONTINUITY\n#EXT-X-MAP:URI="../media/run-b/init.mp4"',
    );
  });

  it('keeps only the newest segments that number on without a hole', () => {
    const text = livePlaylist([live(seg('a', 5, 0), 1), live(seg('a', 7, 2), 1), live(seg('a', 8, 4), 1)]);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:7\n');
    expect(text).not.toContain('seg-000005');
  });

  it('is valid and empty before the first segment', () => {
    expect(livePlaylist([], 2)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n' +
        '#EXT-X-DISCONTINUITY-SEQUENCE:0\n#EXT-X-INDEPENDENT-SEGMENTS\n',
    );
  });
});

describe("ffmpeg's playlist", () => {
  it('reads ffmpeg 4 (date after EXTINF, +0000) and newer (date before EXTINF)', () => {
    const old = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:1.000000,',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T14:10:21.000+0000',
      'seg-000000.m4s',
      '#EXTINF:0.960000,',
      'seg-000001.m4s',
      '#EXTINF:1.0',
    ].join('\n');
    expect(parseHlsPlaylist(old)).toEqual([
      { name: 'seg-000000.m4s', seq: 0, durationMs: 1000, programDateMs: Date.parse('2026-11-22T14:10:21Z') },
      { name: 'seg-000001.m4s', seq: 1, durationMs: 960, programDateMs: null },
    ]);
    const recent = '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T14:10:21.250+0100\n#EXTINF:2.0,\nseg-1234567.m4s\nseg-0000';
    expect(parseHlsPlaylist(recent)).toEqual([
      {
        name: 'seg-1234567.m4s',
        seq: 1234567,
        durationMs: 2000,
        programDateMs: Date.parse('2026-11-22T13:10:21.250Z'),
      },
    ]);
  });

  it('ignores anything that is not a segment name', () => {
    expect(parseHlsPlaylist('#EXTINF:1,\n../etc/passwd\n#EXTINF:1,\nseg-1.m4s\n')).toEqual([]);
  });

  it('chains segments of a run and anchors a run on its program date time', () => {
    const entry = { name: 'seg-000008.m4s', seq: 8, durationMs: 2000, programDateMs: T0 };
    expect(segmentStart(entry, { seq: 7, end: T0 + 123 }, 0, T0 + 10_000)).toBe(T0 + 123);
    expect(segmentStart(entry, null, 0, T0 + 10_000)).toBe(T0);
    // never before the stream's last recorded moment, never in the future
    expect(segmentStart(entry, null, T0 + 500, T0 + 10_000)).toBe(T0 + 500);
    expect(segmentStart({ ...entry, programDateMs: null }, null, 0, T0 + 10_000)).toBe(T0 + 8000);
  });
});

describe('ffmpeg output arguments', () => {
  it('writes fMP4 HLS with keyframes on segment boundaries', () => {
    const args = hlsWriterArgs({
      dir: '/d/run',
      mode: 'encode',
      hlsTimeSec: 2,
      listSize: 10,
      startNumber: 42,
      fps: 15,
    });
    expect(args.join(' ')).toContain('-c:v libx264 -preset veryfast -tune zerolatency');
    expect(args.join(' ')).toContain('-force_key_frames expr:gte(t,n_forced*2) -g 30 -keyint_min 30');
    expect(args.join(' ')).toContain('-hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4');
    expect(args.join(' ')).toContain('-start_number 42 -hls_segment_filename /d/run/seg-%06d.m4s /d/run/index.m3u8');
    expect(args).toContain('-an');
    // Through temporary files: the 2018 ffmpeg logs a rename error on every start without it.
    expect(args.join(' ')).toContain('-fflags +0x800');
    const copy = hlsWriterArgs({ dir: '/d/50%/run', mode: 'copy', hlsTimeSec: 2, listSize: 10, startNumber: 0 });
    expect(copy.join(' ')).toContain('-c:v copy');
    expect(copy).not.toContain('libx264');
    expect(copy).toContain('/d/50%%/run/seg-%06d.m4s');
    expect(args).not.toContain('-hls_init_time');
  });

  it('with a quick start, the first segment is shorter: a keyframe at its end, then on every boundary', () => {
    const base = { dir: '/d/run', hlsTimeSec: 2, listSize: 10, startNumber: 0, fps: 15, firstSegmentSec: 1 };
    const args = hlsWriterArgs({ ...base, mode: 'encode' }).join(' ');
    expect(args).toContain('-force_key_frames expr:gte(t,if(lt(n_forced,2),n_forced*1,(n_forced-1)*2))');
    expect(args).toContain('-hls_init_time 1');
    // Keyframes at 0, 1, 2, 4, 6 s: the n-th forced one once t reaches it.
    const at = (n: number) => (n < 2 ? n * 1 : (n - 1) * 2);
    expect([0, 1, 2, 3, 4].map(at)).toEqual([0, 1, 2, 4, 6]);
    expect(keyframeTimes(2, null)).toBe('expr:gte(t,n_forced*2)');
    // The segments ffmpeg cuts with them, as the live edge cuts its own: 1 s, 1 s, then 2 s.
    expect([0, 1, 2, 3].map((i) => runSegmentMs(i, 2000, 1000))).toEqual([1000, 1000, 2000, 2000]);
    expect([0, 1, 2].map((i) => runSegmentMs(i, 2000, null))).toEqual([2000, 2000, 2000]);
    // Copied video: cut at the source's first keyframe after it.
    expect(hlsWriterArgs({ ...base, mode: 'copy' }).join(' ')).toContain('-hls_init_time 1');
    // Not shorter than the others: no quick start.
    expect(hlsWriterArgs({ ...base, mode: 'encode', firstSegmentSec: 2 })).not.toContain('-hls_init_time');
  });
});

describe('a finished run', () => {
  it('loses the segments after its last indexed one and what ffmpeg did not finish writing, nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-run-'));
    const names = [
      'init.mp4',
      'index.m3u8',
      'seg-000004.m4s',
      'seg-000005.m4s',
      'seg-000006.m4s.tmp',
      'index.m3u8.tmp',
    ];
    for (const name of names) fs.writeFileSync(path.join(dir, name), '');
    expect(await dropUnindexedTail(dir, 4)).toBe(3);
    expect(fs.readdirSync(dir).sort()).toEqual(['index.m3u8', 'init.mp4', 'seg-000004.m4s']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
