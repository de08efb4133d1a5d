import { BoxSplitter, readFragment, readInit, type TrackInit } from './fmp4';
import { runSegmentMs } from './hls-writer-args';

/**
 * The live edge of one stream, for low-latency HLS: the fragmented MP4 that the recorder's ffmpeg
 * writes to a pipe beside its recording (one frame per fragment), cut here into parts of at most
 * the part target and into segments that start on a keyframe once the segment target is reached
 * (the rule of ffmpeg's own HLS muxer). Kept in memory only: the newest `keepSegments` segments,
 * and the parts of those within three target durations of the end. The recording on disk is
 * ffmpeg's, untouched by this.
 */

export interface EdgePart {
  index: number;
  /** Numbers every part of the edge in order, across segments and runs (a tile's media sequence). */
  seq: number;
  durationMs: number;
  /** Starts with a keyframe. */
  independent: boolean;
  /** Set once the part is complete. */
  bytes: Buffer | null;
}

export interface EdgeSegment {
  msn: number;
  /** The init it belongs to: one per ffmpeg run. */
  initId: number;
  /** Counts the changes of init: EXT-X-DISCONTINUITY-SEQUENCE. */
  discontinuity: number;
  /** Wall-clock time of its first picture (ms). */
  startMs: number;
  durationMs: number;
  parts: EdgePart[];
  /** Set once the segment is complete; its parts' bytes, in order. */
  bytes: Buffer | null;
}

export interface LiveEdgeOptions {
  segmentTargetMs: number;
  partTargetMs: number;
  /** Complete segments kept (and listed). */
  keepSegments: number;
  now: () => number;
}

interface Init {
  id: number;
  bytes: Buffer;
  track: TrackInit;
}

/** Two lengths this close are equal (frame lengths are rounded to the track's ticks). */
const TOLERANCE_MS = 5;
/**
 * A segment still open after this many segment targets is closed without waiting for a keyframe (a
 * source that sends none would otherwise grow one segment without end); the next one waits for a
 * keyframe.
 */
const MAX_OPEN_TARGETS = 15;

export class LiveEdge {
  private segments: EdgeSegment[] = [];
  private inits = new Map<number, Init>();
  private nextMsn = 0;
  private nextPartSeq = 0;
  private nextInit = 0;
  private started: { initId: number; discontinuity: number } = { initId: -1, discontinuity: -1 };
  /** The part target of the run's pictures: a whole number of them (see `partTargetMs`); null before the first. */
  private runPartTargetMs: number | null = null;
  /** The pipe could not be read: nothing is listed until the next run. */
  private failed = false;
  /** The run's first segment's number (null before it starts), and a quick start's first segment's length. */
  private run: { firstMsn: number | null; firstSegmentMs: number | null } = { firstMsn: null, firstSegmentMs: null };
  private openPart: { part: EdgePart; chunks: Buffer[] } | null = null;
  private listeners = new Set<() => void>();

  constructor(readonly options: LiveEdgeOptions) {}

  /** The segments as they stand, oldest first; the last may be open (no bytes yet). */
  get all(): readonly EdgeSegment[] {
    return this.segments;
  }

  init(id: number): Buffer | null {
    return this.inits.get(id)?.bytes ?? null;
  }

  /** The longest complete segment kept (0: none), for the target duration. */
  get longestMs(): number {
    return this.segments.reduce((max, s) => Math.max(max, s.bytes ? s.durationMs : 0), 0);
  }

  /**
   * The longest part (PART-TARGET): the configured target cut to a whole number of the run's
   * pictures (at 6 pictures a second, 400 ms is 333 ms: two pictures; a picture longer than the
   * target is a part by itself), so that parts fill their target.
   */
  get partTargetMs(): number {
    return this.runPartTargetMs ?? this.options.partTargetMs;
  }

  /** The numbers the next segment, part and discontinuity take (an empty playlist's headers). */
  get upcoming(): { msn: number; partSeq: number; discontinuity: number } {
    return { msn: this.nextMsn, partSeq: this.nextPartSeq, discontinuity: Math.max(0, this.started.discontinuity) };
  }

  /** The pipe of this run could not be read (the recording goes on): players get the recorder's own segments. */
  get broken(): boolean {
    return this.failed;
  }

  /** The newest segment a playlist lists (complete, or with a complete part); null: none. */
  get newestListed(): number | null {
    const listed = this.segments.filter((s) => s.bytes !== null || s.parts.some((p) => p.bytes !== null));
    return listed.at(-1)?.msn ?? null;
  }

  /**
   * A new ffmpeg run's pipe: returns what takes its bytes. Its first fragment starts a segment
   * after a discontinuity; fragments before its first keyframe are dropped. `firstSegmentMs`: the
   * run's first segment is this long (a quick start, as the recorder cuts it: a player can start
   * from a whole segment sooner).
   */
  feed({ firstSegmentMs }: { firstSegmentMs?: number } = {}): (chunk: Buffer) => void {
    const splitter = new BoxSplitter();
    let ftyp: Buffer | null = null;
    let init: Init | null = null;
    let moof: Buffer | null = null;
    this.closeSegment();
    this.failed = false;
    this.run = { firstMsn: null, firstSegmentMs: firstSegmentMs ?? null };
    // The last run's target stays until this run's first picture: its parts are still listed.
    let measured = false;
    return (chunk) => {
      for (const box of splitter.push(chunk)) {
        if (box.type === 'ftyp') ftyp = box.bytes;
        else if (box.type === 'moov') {
          init = {
            id: this.nextInit++,
            bytes: Buffer.concat([ftyp ?? Buffer.alloc(0), box.bytes]),
            track: readInit(box.bytes),
          };
          this.inits.set(init.id, init);
        } else if (box.type === 'moof') moof = box.bytes;
        else if (box.type === 'mdat' && moof && init) {
          if (!measured) this.runPartTargetMs = this.partTargetFor(init, moof);
          measured = true;
          this.add(init, moof, box.bytes);
          moof = null;
        }
      }
    };
  }

  /** The run ended: its last segment is complete as it is. */
  endRun(): void {
    this.closeSegment();
    this.changed();
  }

  /** The run's pipe cannot be read: nothing of it is listed, until the next run. */
  fail(): void {
    this.clear();
    this.failed = true;
  }

  /** The stream stopped: nothing is live any more (the numbering goes on). */
  clear(): void {
    this.openPart = null;
    this.segments = [];
    this.inits.clear();
    this.changed();
  }

  /** The part a player may ask for before it exists (EXT-X-PRELOAD-HINT): the open segment's next one. */
  get nextPart(): { msn: number; index: number } | null {
    const open = this.open;
    if (!open) return null;
    if (this.openPart) return { msn: open.msn, index: this.openPart.part.index };
    const full = open.durationMs >= this.pace(open) - TOLERANCE_MS;
    return full ? { msn: open.msn + 1, index: 0 } : { msn: open.msn, index: open.parts.length };
  }

  /**
   * How long the open segment will be: the target, or as long as the segment before it when that
   * was longer (a copied camera's keyframes come at its own pace). Reached, the next picture is
   * expected to start a new segment.
   */
  private pace(open: EdgeSegment): number {
    if (this.quickStartSegment(open)) return this.targetOf(open);
    const before = this.segments.at(-2);
    return Math.max(this.options.segmentTargetMs, before?.bytes && before !== open ? before.durationMs : 0);
  }

  /** One of the first two segments of a quick start's run (shorter, as the recorder cuts them). */
  private quickStartSegment(segment: EdgeSegment): boolean {
    const { firstMsn, firstSegmentMs } = this.run;
    return firstSegmentMs !== null && firstMsn !== null && segment.msn - firstMsn <= 1;
  }

  /** How long a segment is before a keyframe may close it: the target, or a quick start's as the recorder cuts them. */
  private targetOf(segment: EdgeSegment): number {
    const { firstMsn, firstSegmentMs } = this.run;
    const index = firstMsn === null ? 0 : segment.msn - firstMsn;
    return runSegmentMs(index, this.options.segmentTargetMs, firstSegmentMs);
  }

  /**
   * Whether a blocking reload may be answered: segment `msn` is complete (no part asked), or part
   * `part` of segment `msn`, or any part of a later segment, is.
   */
  has(msn: number, part: number | null): boolean {
    return this.segments.some((s) =>
      part === null
        ? s.bytes !== null && s.msn >= msn
        : s.msn > msn
          ? s.parts.some((p) => p.bytes !== null)
          : s.msn === msn && s.parts.filter((p) => p.bytes !== null).length > part,
    );
  }

  /** A complete part's bytes, or null. */
  part(msn: number, index: number): Buffer | null {
    return this.segments.find((s) => s.msn === msn)?.parts[index]?.bytes ?? null;
  }

  /** A complete segment's bytes, or null. */
  segment(msn: number): Buffer | null {
    return this.segments.find((s) => s.msn === msn)?.bytes ?? null;
  }

  /** Resolves true once `test` holds (at once if it does), false after `timeoutMs` or when `signal` aborts. */
  until(test: () => boolean, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
    if (test()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (value: boolean) => {
        unsubscribe();
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
        resolve(value);
      };
      const abort = () => finish(false);
      const unsubscribe = this.subscribe(() => {
        if (test()) finish(true);
      });
      const timer = setTimeout(abort, timeoutMs);
      signal?.addEventListener('abort', abort);
    });
  }

  /** Calls back on every new part or segment until the returned function is called. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private add(init: Init, moof: Buffer, mdat: Buffer): void {
    const info = readFragment(moof, init.track);
    const durationMs = (info.duration * 1000) / init.track.timescale;
    const { segmentTargetMs } = this.options;
    const partTargetMs = this.partTargetMs;
    let segment = this.open;
    if (segment && segment.initId !== init.id) segment = this.closeSegment();
    if (segment && segment.durationMs >= MAX_OPEN_TARGETS * segmentTargetMs) segment = this.closeSegment();
    if (!segment || (info.independent && segment.durationMs >= this.targetOf(segment) - TOLERANCE_MS)) {
      this.closeSegment();
      if (!info.independent) return;
      segment = this.startSegment(init.id, durationMs);
      this.run.firstMsn ??= segment.msn;
    }
    if (this.openPart && this.openPart.part.durationMs + durationMs > partTargetMs + TOLERANCE_MS) this.closePart();
    if (!this.openPart) {
      const part: EdgePart = {
        index: segment.parts.length,
        seq: this.nextPartSeq++,
        durationMs: 0,
        independent: info.independent,
        bytes: null,
      };
      segment.parts.push(part);
      this.openPart = { part, chunks: [] };
    }
    this.openPart.chunks.push(moof, mdat);
    this.openPart.part.durationMs += durationMs;
    segment.durationMs += durationMs;
    // The next picture (as long as this one) would not fit, or will start a segment: the part is
    // complete now, not a picture later.
    const full = this.openPart.part.durationMs + durationMs > partTargetMs + TOLERANCE_MS;
    if (full || segment.durationMs >= this.pace(segment) - TOLERANCE_MS) this.closePart();
    this.changed();
  }

  /**
   * A whole number of the run's pictures (as long as its first, at least one) within the configured
   * part target, rounded up to the ms.
   */
  private partTargetFor(init: Init, moof: Buffer): number {
    const pictureMs = (readFragment(moof, init.track).duration * 1000) / init.track.timescale;
    if (!(pictureMs > 0)) return this.options.partTargetMs;
    const pictures = Math.max(1, Math.floor((this.options.partTargetMs + TOLERANCE_MS) / pictureMs));
    return Math.ceil(pictures * pictureMs - 0.001);
  }

  /** The open segment, if any. */
  private get open(): EdgeSegment | null {
    const last = this.segments.at(-1);
    return last && last.bytes === null ? last : null;
  }

  private startSegment(initId: number, firstMs: number): EdgeSegment {
    const prev = this.segments.at(-1);
    const startMs =
      prev && prev.initId === initId ? prev.startMs + prev.durationMs : this.options.now() - Math.round(firstMs);
    const { started } = this;
    const discontinuity = started.initId === initId ? started.discontinuity : started.discontinuity + 1;
    this.started = { initId, discontinuity };
    const segment: EdgeSegment = {
      msn: this.nextMsn++,
      initId,
      discontinuity,
      startMs,
      durationMs: 0,
      parts: [],
      bytes: null,
    };
    this.segments.push(segment);
    return segment;
  }

  private closePart(): void {
    const open = this.openPart;
    if (!open) return;
    open.part.bytes = Buffer.concat(open.chunks);
    this.openPart = null;
  }

  /** Completes the open segment (if any) and drops what is no longer listed; returns null. */
  private closeSegment(): null {
    this.closePart();
    const segment = this.open;
    if (segment) {
      if (segment.parts.length === 0) this.segments.pop();
      else segment.bytes = Buffer.concat(segment.parts.map((p) => p.bytes!));
    }
    this.trim();
    return null;
  }

  private trim(): void {
    const complete = this.segments.filter((s) => s.bytes !== null).length;
    const extra = complete - this.options.keepSegments;
    if (extra > 0) this.segments.splice(0, extra);
    // Parts are listed for the segments within three target durations (the playlist's, which a
    // copied camera's long keyframe interval lengthens) of the end only: older ones are let go. The
    // newest complete segment keeps its parts, which players were given a moment ago.
    const window = 3 * Math.max(this.options.segmentTargetMs, this.longestMs) + TOLERANCE_MS;
    const newestComplete = this.segments.findLast((s) => s.bytes !== null);
    let fromEnd = 0;
    for (let i = this.segments.length - 1; i >= 0; i -= 1) {
      const segment = this.segments[i]!;
      fromEnd += segment.durationMs;
      if (fromEnd > window && segment !== newestComplete) segment.parts = [];
    }
    const used = new Set(this.segments.map((s) => s.initId));
    for (const id of this.inits.keys()) if (!used.has(id) && id !== this.nextInit - 1) this.inits.delete(id);
  }
}
