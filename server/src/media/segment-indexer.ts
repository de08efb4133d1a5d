import fs from 'node:fs/promises';
import path from 'node:path';
import type { Selectable } from 'kysely';
import type { Db } from '../core/db/db';
import { recordingsRepo } from '../core/db/recordings-repo';
import type { SegmentsTable } from '../core/db/schema';
import { INIT_NAME, PLAYLIST_NAME, SEGMENT_NAME } from './hls-writer-args';

/**
 * The recording index: every finished segment ffmpeg lists in its run's playlist
 * becomes a `segments` row. ffmpeg lists a segment only once it is complete.
 */
export type SegmentRow = Selectable<SegmentsTable>;

export interface PlaylistEntry {
  name: string;
  seq: number;
  durationMs: number;
  /** EXT-X-PROGRAM-DATE-TIME (ffmpeg 4 writes it after EXTINF, newer ones before; both are read). */
  programDateMs: number | null;
}

function parseDate(value: string): number | null {
  // ffmpeg writes "+0000"; Date.parse wants "+00:00".
  const ms = Date.parse(value.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(ms) ? ms : null;
}

/** The segments of an HLS media playlist as ffmpeg writes it; a half-written last line is ignored. */
export function parseHlsPlaylist(text: string): PlaylistEntry[] {
  const complete = text.endsWith('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
  const entries: PlaylistEntry[] = [];
  let duration: number | null = null;
  let date: number | null = null;
  for (const raw of complete.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) date = parseDate(line.slice(25));
    else if (line && !line.startsWith('#')) {
      const match = SEGMENT_NAME.exec(line);
      if (match && duration !== null && Number.isFinite(duration) && duration > 0)
        entries.push({
          name: line,
          seq: Number(match[1]),
          durationMs: Math.round(duration * 1000),
          programDateMs: date,
        });
      duration = null;
      date = null;
    }
  }
  return entries;
}

/**
 * Where a segment starts: right where the previous one of its run ended when it
 * follows it; otherwise at its program date time (or, without one, now minus its
 * length), never before the stream's last indexed moment nor in the future.
 */
export function segmentStart(
  entry: PlaylistEntry,
  prev: { seq: number; end: number } | null,
  floorMs: number,
  now: number,
): number {
  if (prev && entry.seq === prev.seq + 1) return prev.end;
  const guess = Math.min(entry.programDateMs ?? Number.POSITIVE_INFINITY, now - entry.durationMs);
  return Math.max(guess, floorMs);
}

export interface RunIndexerOptions {
  db: Db;
  uid: string;
  runId: string;
  /** `<dataDir>/media/<uid>`. */
  streamDir: string;
  /**
   * Whether a segment starting then belongs to the archive (the stream's recording mode and schedule
   * at that moment; else it is live only, kept by retention near motion). Read at each segment.
   */
  recorded: (startMs: number) => boolean;
  now: () => number;
  /** No segment starts before this (the stream's last indexed end). */
  floorMs: number;
  /** The run's last indexed segment, when resuming a run's index. */
  last?: { seq: number; end: number } | null;
  onSegment?: (row: SegmentRow) => void;
  /** The node whose disk holds the run (this server). */
  nodeId: string;
}

/** Indexes one run's folder; `poll()` is called every 500 ms while the run records, and once after it ends. */
export class RunIndexer {
  private last: { seq: number; end: number } | null;
  private floorMs: number;
  private seen = '';
  private busy: Promise<number> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly o: RunIndexerOptions) {
    this.last = o.last ?? null;
    this.floorMs = o.floorMs;
  }

  get lastIndexed() {
    return this.last;
  }

  start(intervalMs: number): void {
    this.timer ??= setInterval(() => void this.poll().catch(() => undefined), intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Indexes what is new in the playlist; resolves with how many segments were added. */
  poll(): Promise<number> {
    this.busy ??= this.read().finally(() => {
      this.busy = null;
    });
    return this.busy;
  }

  private async read(): Promise<number> {
    const dir = path.join(this.o.streamDir, this.o.runId);
    const playlist = path.join(dir, PLAYLIST_NAME);
    const stat = await fs.stat(playlist).catch(() => null);
    if (!stat) return 0;
    const mark = `${stat.mtimeMs}:${stat.size}`;
    if (mark === this.seen) return 0;
    const entries = parseHlsPlaylist(await fs.readFile(playlist, 'utf8').catch(() => ''));
    let added = 0;
    for (const entry of entries) {
      if (this.last && entry.seq <= this.last.seq) continue;
      const size = (await fs.stat(path.join(dir, entry.name)).catch(() => null))?.size;
      if (size === undefined) continue;
      const start = segmentStart(entry, this.last, this.floorMs, this.o.now());
      const values = {
        stream_uid: this.o.uid,
        run_id: this.o.runId,
        seq: entry.seq,
        start_ms: start,
        duration_ms: entry.durationMs,
        file: `${this.o.runId}/${entry.name}`,
        init_file: `${this.o.runId}/${INIT_NAME}`,
        size,
        recorded: this.o.recorded(start) ? 1 : 0,
        node_id: this.o.nodeId,
      };
      const id = await recordingsRepo(this.o.db).addSegment(values);
      this.last = { seq: entry.seq, end: start + entry.durationMs };
      this.floorMs = Math.max(this.floorMs, this.last.end);
      added += 1;
      this.o.onSegment?.({ id, ...values });
    }
    this.seen = mark;
    return added;
  }
}
