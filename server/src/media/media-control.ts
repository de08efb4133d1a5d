import type { Selectable } from 'kysely';
import type { ErrorReason } from '../../contract/errors';
import type { LogNote } from '../../contract/schemas/stream';
import type { StreamsTable, StreamStatusValue } from '../core/db/schema';
import { DEFAULT_MEDIA_OPTIONS } from './media-options';
import type { DemoPicture } from './sources';

export type StreamRow = Selectable<StreamsTable>;

export interface RuntimeStatus {
  status: StreamStatusValue;
  failureReason: string | null;
  /** The failure's reason word (StreamFailureCode): null unless failed, or when it is not about the source. */
  failureCode: ErrorReason | null;
}

export interface LogLineValue {
  seq: number;
  time: number;
  level: 'info' | 'warning' | 'error';
  text: string;
  /** A line the server wrote itself, as a key the console translates (`text` is its English). */
  note?: LogNote;
}

/**
 * What the stream routes ask of the media side. The routes own the database
 * rows of streams; the media side runs ffmpeg, keeps the status, the logs, the
 * live window and the archive.
 */
export interface MediaControl {
  /** Starts (or restarts, after a settings change) the stream's pipeline as its row says: paused or on-demand rows do not run. */
  apply(row: StreamRow): Promise<void>;
  /** Stops a stream here that another node runs now (or that is gone), leaving its status to that node. */
  release(uid: string): Promise<void>;
  /** Stops the pipeline (pause, delete); resolves once ffmpeg is gone. */
  stop(uid: string): Promise<void>;
  /** The live status; the database copy follows it. */
  status(uid: string): RuntimeStatus | undefined;
  /** A live-on-demand player holds the stream for a while (extend_lease=true). */
  extendLease(uid: string): void;
  /** How many on-demand streams a player holds by a lease now. */
  leases(): number;
  /** The input's frame rate as the stream's last run took it; null: not known. */
  frameRate(uid: string): number | null;
  /** Log lines after `since` (ffmpeg's stderr and the supervisor's own notes), credentials removed. */
  logs(uid: string, since: number | undefined, limit: number): { lines: LogLineValue[]; cursor: number };
  /** Removes the stream's recordings and segment rows (delete with purge=true). */
  purge(uid: string): Promise<void>;
  /** False until `startAll` has repaired the recording index: nothing else starts a recorder before. */
  readonly ready: boolean;
  /** Starts every stream of the database (server start). */
  startAll(): Promise<void>;
  /** Stops everything (server shutdown). */
  close(): Promise<void>;
  /** The picture the recorder draws demo:// sources at: their probe and preview show the same. */
  readonly demoPicture: DemoPicture;
}

/** Until the media side is wired: a control that runs nothing (tests of the stream routes). */
export function idleMediaControl(): MediaControl {
  const statuses = new Map<string, RuntimeStatus>();
  return {
    async apply(row) {
      statuses.set(row.uid, {
        status: row.paused ? 'paused' : row.on_demand ? 'idle' : 'pending',
        failureReason: null,
        failureCode: null,
      });
    },
    async stop(uid) {
      statuses.set(uid, { status: 'paused', failureReason: null, failureCode: null });
    },
    async release(uid) {
      statuses.delete(uid);
    },
    status: (uid) => statuses.get(uid),
    extendLease: () => undefined,
    leases: () => 0,
    frameRate: () => null,
    logs: () => ({ lines: [], cursor: 0 }),
    purge: async () => undefined,
    ready: true,
    startAll: async () => undefined,
    close: async () => undefined,
    demoPicture: DEFAULT_MEDIA_OPTIONS.demo,
  };
}
