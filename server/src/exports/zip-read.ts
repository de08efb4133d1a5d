import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { MANIFEST_FILE, SIGNATURE_FILE } from './manifest';
import type { PackageContents } from './verify';

/** manifest.json and manifest.sig are small; a larger one is read no further (and is not a manifest). */
const MAX_MANIFEST_BYTES = 4 << 20;

export class NotAZipError extends Error {}

type Opened = yauzl.ZipFile;

const open = (file: string) =>
  new Promise<Opened>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) =>
      error || !zip ? reject(new NotAZipError(error?.message ?? 'not a zip')) : resolve(zip),
    ),
  );

/** Read size of a stored entry's bytes: large reads hash a clip of gigabytes several times faster than yauzl's 16 KiB. */
const CHUNK_BYTES = 1 << 20;

/**
 * A stream of an entry's bytes: a stored entry (what packages hold) straight from the file in
 * large reads, any other through yauzl (which inflates it).
 */
function entryStream(zip: Opened, file: string, entry: yauzl.Entry, done: (stream: Readable | null) => void): void {
  if (entry.compressionMethod !== 0 || entry.isEncrypted() || entry.compressedSize === 0)
    return zip.openReadStream(entry, (error, stream) => done(error ? null : stream));
  zip.readLocalFileHeader(entry, { minimal: true }, (error, header) => {
    if (error) return done(null);
    const start = header.fileDataStart;
    done(fs.createReadStream(file, { start, end: start + entry.compressedSize - 1, highWaterMark: CHUNK_BYTES }));
  });
}

/** Size and SHA-256 of an entry's bytes (the first bytes too, for the manifest); null hash when unreadable. */
function readEntry(zip: Opened, file: string, entry: yauzl.Entry, keep: boolean) {
  return new Promise<{ size: number; sha256: string | null; bytes: Buffer | null }>((resolve) => {
    entryStream(zip, file, entry, (stream) => {
      if (!stream) return resolve({ size: entry.uncompressedSize, sha256: null, bytes: null });
      const hash = crypto.createHash('sha256');
      const kept: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
        if (keep && size <= MAX_MANIFEST_BYTES) kept.push(chunk);
      });
      stream.on('error', () => resolve({ size, sha256: null, bytes: null }));
      stream.on('end', () =>
        resolve({
          size,
          sha256: hash.digest('hex'),
          bytes: keep && size <= MAX_MANIFEST_BYTES ? Buffer.concat(kept) : null,
        }),
      );
    });
  });
}

/** What a package on disk holds, for `verifyPackage`. NotAZipError when the file is not a zip. */
export async function readPackage(file: string): Promise<PackageContents> {
  const zip = await open(file);
  const files = new Map<string, { size: number; sha256: string | null }>();
  const duplicates: string[] = [];
  let manifest: Buffer | null = null;
  let signature: Buffer | null = null;
  const seen = new Set<string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (error: Error) => reject(new NotAZipError(error.message)));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (name.endsWith('/')) return zip.readEntry();
      const special = name === MANIFEST_FILE || name === SIGNATURE_FILE;
      void readEntry(zip, file, entry, special).then((read) => {
        if (seen.has(name)) duplicates.push(name);
        else if (name === MANIFEST_FILE) manifest = read.bytes ?? Buffer.alloc(0);
        else if (name === SIGNATURE_FILE) signature = read.bytes ?? Buffer.alloc(0);
        else files.set(name, { size: read.size, sha256: read.sha256 });
        seen.add(name);
        zip.readEntry();
      });
    });
    zip.readEntry();
  });
  return { files, manifest, signature, duplicates };
}

/** The files of a package by path, with their sizes; NotAZipError when the file is not a zip. */
export async function listEntries(file: string): Promise<Map<string, number>> {
  const zip = await open(file);
  const out = new Map<string, number>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (error: Error) => reject(new NotAZipError(error.message)));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) out.set(entry.fileName, entry.uncompressedSize);
      zip.readEntry();
    });
    zip.readEntry();
  });
  return out;
}

/**
 * The bytes `start` to `end` (inclusive) of one stored (uncompressed) file of a package, as a
 * stream; null when the package has no such file.
 */
export async function readEntryRange(
  file: string,
  name: string,
  start: number,
  end: number,
): Promise<NodeJS.ReadableStream | null> {
  const zip = await new Promise<Opened>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, z) =>
      error || !z ? reject(new NotAZipError(error?.message ?? 'not a zip')) : resolve(z),
    ),
  );
  const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(null));
    zip.on('entry', (e: yauzl.Entry) => (e.fileName === name ? resolve(e) : zip.readEntry()));
    zip.readEntry();
  });
  if (!entry) {
    zip.close();
    return null;
  }
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, { start, end: end + 1 }, (error, stream) => {
      if (error || !stream) {
        zip.close();
        return reject(error ?? new Error('unreadable'));
      }
      let closed = false;
      const close = () => {
        if (!closed) zip.close();
        closed = true;
      };
      stream.on('close', close);
      stream.on('end', close);
      stream.on('error', close);
      resolve(stream);
    }),
  );
}
