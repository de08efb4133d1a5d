import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { ExportFailureReason } from '../../contract/schemas/export';
import type { ExportKey } from '../core/security/export-key';
import { AppError } from '../core/errors';
import { DOWNLOAD_TIMEOUT_MS, clipsDir, makeClip, planClip } from '../media/download';
import type { PlaylistSegment } from '../media/playlists';
import { burnWatermark, clockPieces } from '../media/watermark';
import {
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  SIGNATURE_FILE,
  manifestBytes,
  type Manifest,
} from './manifest';
import type { ExportItemRow, ExportRow } from './repo';

/** Why a job failed, in one word of the contract. */
export class ExportFailure extends Error {
  constructor(readonly reason: ExportFailureReason) {
    super(reason);
  }
}

export interface PackageDeps {
  ffmpegPath: string;
  mediaRoot: string;
  dataDir: string;
  nodeId: string;
  version: string;
  key: ExportKey;
  /** The TTF font of watermarks; null: a watermark cannot be drawn (such an export fails, clipFailed). */
  fontFile: string | null;
  /** The segments of a stream between two moments that this node holds, by time. */
  recorded(uid: string, start: number, end: number): Promise<(PlaylistSegment & { size: number })[]>;
  now(): number;
}

/** Finished packages: `<dataDir>/exports/<id>.zip`. */
export const packagesDir = (dataDir: string) => path.join(dataDir, 'exports');
/** Where packages are put together: `<dataDir>/tmp/exports/<id>/` (emptied at start). */
export const workRoot = (dataDir: string) => path.join(dataDir, 'tmp', 'exports');
const workDir = (dataDir: string, id: string) => path.join(workRoot(dataDir), id);

const iso = (ms: number) => new Date(ms).toISOString();

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** `clips/01-<stream id>.mp4`: stream ids are letters, digits, dash and underscore. */
export const clipPath = (position: number, uid: string) => `clips/${String(position + 1).padStart(2, '0')}-${uid}.mp4`;

/** The text line of a watermark: who exported it and the case (docs/exports.md#the-watermark). */
export const watermarkText = (row: Pick<ExportRow, 'author' | 'name'>) => `${row.author} · ${row.name}`;

/**
 * How long ffmpeg may take over an item of this many ms: a stream copy runs at least ten times
 * faster than real time, a watermark's encoding at least a quarter as fast (it ran at 1.3× real time
 * for 720p on two busy cores: docs/exports.md#figures).
 */
const copyTimeout = (ms: number) => DOWNLOAD_TIMEOUT_MS + ms / 10;
const encodeTimeout = (ms: number) => DOWNLOAD_TIMEOUT_MS + ms * 4;

/**
 * Reports the fraction done at most once per percent, one write after the other, without holding
 * up the work; `flush` waits for the last write.
 */
function progressReporter(progress: (fraction: number) => Promise<void>) {
  let last = 0;
  let pending = Promise.resolve();
  return {
    report(fraction: number) {
      if (fraction - last < 0.01) return;
      last = fraction;
      pending = pending.then(() => progress(fraction)).catch(() => undefined);
    },
    flush: () => pending,
  };
}

/**
 * Makes the package of an export (docs/exports.md#the-package): each item's clip cut as the
 * archive's download cuts it (stream copy), re-encoded with a watermark when one is asked for,
 * manifest.json and manifest.sig, stored uncompressed in a zip. `progress` gets the fraction done
 * after each clip and while a watermark is encoded.
 */
export async function buildPackage(
  deps: PackageDeps,
  row: ExportRow,
  items: readonly ExportItemRow[],
  signal: AbortSignal,
  progress: (fraction: number) => Promise<void>,
): Promise<{ file: string; size: number }> {
  const work = workDir(deps.dataDir, row.id);
  await fs.promises.rm(work, { recursive: true, force: true });
  await fs.promises.mkdir(path.join(work, 'clips'), { recursive: true });
  try {
    const files: Manifest['files'] = [];
    for (const item of items) {
      if (signal.aborted) throw new ExportFailure('interrupted');
      const segments = await deps.recorded(item.stream_uid, item.start_ms, item.end_ms);
      if (!segments.length) throw new ExportFailure('nothingRecorded');
      const length = item.end_ms - item.start_ms;
      let clip;
      try {
        clip = await makeClip({
          bin: deps.ffmpegPath,
          streamDir: path.join(deps.mediaRoot, item.stream_uid),
          tmpRoot: clipsDir(deps.dataDir),
          segments,
          endMs: item.end_ms,
          signal,
          timeoutMs: copyTimeout(length),
        });
      } catch (error) {
        if (signal.aborted) throw new ExportFailure('interrupted');
        if (error instanceof AppError && error.code === 'NotFound') throw new ExportFailure('nothingRecorded');
        throw new ExportFailure('clipFailed');
      }
      const name = clipPath(item.position, item.stream_uid);
      const file = path.join(work, name);
      try {
        if (row.watermark === 1) {
          const plan = planClip(segments, item.end_ms);
          if (!deps.fontFile || !plan) throw new ExportFailure('clipFailed');
          const reporter = progressReporter(progress);
          try {
            await burnWatermark({
              bin: deps.ffmpegPath,
              input: clip.file,
              output: file,
              fontFile: deps.fontFile,
              text: watermarkText(row),
              pieces: clockPieces(plan.parts),
              seconds: plan.seconds,
              onProgress: (f) => reporter.report((item.position + f) / (items.length + 1)),
              signal,
              timeoutMs: encodeTimeout(length),
            });
          } catch (error) {
            if (error instanceof ExportFailure) throw error;
            throw new ExportFailure(signal.aborted ? 'interrupted' : 'clipFailed');
          } finally {
            await reporter.flush();
          }
        } else {
          await fs.promises.rename(clip.file, file);
        }
      } finally {
        await clip.cleanup();
      }
      files.push({ path: name, size: (await fs.promises.stat(file)).size, sha256: await sha256Of(file) });
      await progress((item.position + 1) / (items.length + 1));
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      case: { id: row.id, name: row.name, reason: row.reason },
      createdBy: row.author,
      createdTime: iso(row.created_at),
      packedTime: iso(deps.now()),
      server: { nodeId: deps.nodeId, version: deps.version },
      signature: { algorithm: 'Ed25519', publicKey: deps.key.publicKeyBase64 },
      watermark: row.watermark === 1,
      items: items.map((i) => ({
        file: clipPath(i.position, i.stream_uid),
        streamId: i.stream_uid,
        streamName: i.stream_name,
        startTime: iso(i.start_ms),
        endTime: iso(i.end_ms),
      })),
      files,
    };
    const bytes = manifestBytes(manifest);
    const signature = `${crypto.sign(null, bytes, deps.key.privateKey).toString('base64')}\n`;

    const zip = new yazl.ZipFile();
    const mtime = new Date(row.created_at);
    for (const f of files) zip.addFile(path.join(work, f.path), f.path, { compress: false, mtime });
    zip.addBuffer(bytes, MANIFEST_FILE, { compress: false, mtime });
    zip.addBuffer(Buffer.from(signature), SIGNATURE_FILE, { compress: false, mtime });
    zip.end();
    const partial = path.join(work, 'package.zip');
    await pipeline(zip.outputStream, fs.createWriteStream(partial), { signal });
    const file = path.join(packagesDir(deps.dataDir), `${row.id}.zip`);
    await fs.promises.mkdir(packagesDir(deps.dataDir), { recursive: true });
    await fs.promises.rename(partial, file);
    return { file, size: (await fs.promises.stat(file)).size };
  } catch (error) {
    if (error instanceof ExportFailure) throw error;
    throw new ExportFailure(signal.aborted ? 'interrupted' : 'clipFailed');
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
