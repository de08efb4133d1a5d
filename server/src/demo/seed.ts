import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Db } from '../core/db/db';
import type { FfmpegInfo } from '../media/ffmpeg-path';
import { DEMO_PICTURE, runBackfill, type BackfillReport, type Picture } from './backfill';
import { archiveSpecs, DEMO_STREAMS } from './demo-streams';
import { insertDemoStreams, noStreams } from './repo';
import { DAY_MS, planBackfill, type BackfillPlan } from './plan';

/**
 * Demo data (VIGIL_DEMO, on unless `0`): on a data folder that never had streams,
 * the demo streams are added before the recorders start, then the last 24 hours of
 * the recorded ones are backfilled in the background while the console already
 * answers. `<dataDir>/demo-state.json` remembers that the demo was seeded (so
 * deleting every stream does not bring it back) and the backfill's window (so a
 * restart in the middle finishes the same day instead of planning a new one).
 */
export const DEMO_STATE_FILE = 'demo-state.json';

export interface DemoState {
  version: 1;
  seededAt: number;
  /** The demo streams are in the database. */
  streamsAdded: boolean;
  archive: { endMs: number; windowMs: number; segmentMs: number; complete: boolean };
}

export interface DemoArchiveOptions {
  /** The recorded window before the seeding time (24 h; tests use minutes). */
  windowMs: number;
  /** Segment length of the backfill: 20 s (the recorder's live segments are 2 s). */
  segmentMs: number;
  picture: Picture;
  /** The longest piece one ffmpeg encodes for all streams (default PIECE_MS); tests use short ones. */
  pieceMs?: number;
  /** ffmpeg processes at once; default: the cores, at most 4. */
  concurrency?: number;
}

export const DEMO_ARCHIVE: DemoArchiveOptions = { windowMs: DAY_MS, segmentMs: 20_000, picture: DEMO_PICTURE };

export interface DemoLogger {
  info(text: string): void;
  warn(text: string): void;
  error(text: string): void;
}

export interface StartDemoOptions {
  db: Db;
  config: Pick<ServerConfig, 'demo' | 'dataDir'>;
  ffmpeg: Pick<FfmpegInfo, 'path' | 'hasDrawtext' | 'fontFile'>;
  /**
   * The recording side: commits of the backfill wait until its `startAll` has
   * repaired the recording index (`reconciled` set), so the repair never sees a
   * half-committed run. Without it they do not wait.
   */
  media?: { readonly reconciled?: unknown };
  log?: DemoLogger;
  now?: () => number;
  archive?: Partial<DemoArchiveOptions>;
  signal?: AbortSignal;
}

export interface DemoStart {
  /** The demo streams were added by this call. */
  seeded: boolean;
  plan: BackfillPlan | null;
  /** Settles when the backfill ends (never rejects); null when there is nothing to backfill. */
  backfill: Promise<BackfillReport | null>;
}

const silent: DemoLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function readDemoState(dataDir: string): DemoState | null {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(dataDir, DEMO_STATE_FILE), 'utf8')) as Partial<DemoState>;
    const a = value.archive;
    if (value.version !== 1 || !a || ![a.endMs, a.windowMs, a.segmentMs].every(Number.isInteger)) return null;
    return value as DemoState;
  } catch {
    return null;
  }
}

function writeDemoState(dataDir: string, state: DemoState): void {
  const file = path.join(dataDir, DEMO_STATE_FILE);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** Resolves once `media.reconciled` is set (polled), or at once without a recording side. */
function indexRepaired(media: StartDemoOptions['media'], signal?: AbortSignal): () => Promise<void> {
  return async () => {
    while (media && 'reconciled' in media && media.reconciled == null && !signal?.aborted)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };
}

/**
 * Seeds the demo streams when the demo is on and the data folder never had any
 * (call it before the recorders start), and starts the backfill of their archive
 * in the background when it is not complete yet.
 */
export async function startDemo(o: StartDemoOptions): Promise<DemoStart> {
  const none: DemoStart = { seeded: false, plan: null, backfill: Promise.resolve(null) };
  if (!o.config.demo) return none;
  const log = o.log ?? silent;
  const { db } = o;
  const dataDir = o.config.dataDir;
  const options = { ...DEMO_ARCHIVE, ...o.archive };
  let state = readDemoState(dataDir);
  let seeded = false;
  if ((!state || !state.streamsAdded) && (await noStreams(db))) {
    const now = (o.now ?? Date.now)();
    state = {
      version: 1,
      seededAt: now,
      streamsAdded: false,
      archive: {
        endMs: Math.floor(now / 1000) * 1000,
        windowMs: options.windowMs,
        segmentMs: options.segmentMs,
        complete: false,
      },
    };
    // The window is kept before the streams exist: a crash in between seeds again, never twice.
    writeDemoState(dataDir, state);
    await insertDemoStreams(db, now);
    state = { ...state, streamsAdded: true };
    writeDemoState(dataDir, state);
    seeded = true;
    log.info(`Demo: ${DEMO_STREAMS.length} demo streams added (VIGIL_DEMO=0 turns the demo off)`);
  }
  if (!state || state.archive.complete) return { ...none, seeded };

  const plan = planBackfill(archiveSpecs(), state.archive);
  if (!o.ffmpeg.hasDrawtext)
    log.warn('Demo archive: this ffmpeg cannot draw text, the archive shows the pattern without name and clock');
  const done = state;
  const backfill = runBackfill({
    db,
    dataDir,
    ffmpeg: o.ffmpeg,
    plan,
    picture: options.picture,
    ...(options.pieceMs ? { pieceMs: options.pieceMs } : {}),
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ready: indexRepaired(o.media, o.signal),
    log: (text) => log.info(text),
    ...(o.signal ? { signal: o.signal } : {}),
  })
    .then((report) => {
      if (report.failed === 0) {
        writeDemoState(dataDir, { ...done, archive: { ...done.archive, complete: true } });
        log.info(
          `Demo archive ready: ${(report.recordedMs / 3_600_000).toFixed(1)} h of video, ` +
            `${report.segments} segments (${(report.encodedMs / 3_600_000).toFixed(1)} h encoded once for all streams) ` +
            `in ${(report.elapsedMs / 1000).toFixed(1)} s`,
        );
      } else log.warn(`Demo archive: ${report.failed} intervals failed; the next start tries them again`);
      return report;
    })
    .catch((error: unknown) => {
      log.error(`Demo archive failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
  return { seeded, plan, backfill };
}
