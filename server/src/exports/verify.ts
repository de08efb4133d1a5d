import crypto, { type KeyObject } from 'node:crypto';
import type { VerifyProblem, VerifyReply } from '../../contract/schemas/export';
import { MANIFEST_FILE, SIGNATURE_FILE, parseManifest } from './manifest';

/** What a package holds, read from its zip (`zip-read.ts`). */
export interface PackageContents {
  /** Every file but manifest.json and manifest.sig: its size and SHA-256 (null: its bytes could not be read). */
  files: ReadonlyMap<string, { size: number; sha256: string | null }>;
  /** manifest.json's exact bytes; null when absent. */
  manifest: Buffer | null;
  /** manifest.sig's bytes; null when absent. */
  signature: Buffer | null;
  /** Names found more than once (only the first counts). */
  duplicates: readonly string[];
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Whether `signature` (base64 text) is the key's Ed25519 signature of `manifest`. */
export function signatureHolds(manifest: Buffer, signature: Buffer, key: KeyObject): boolean {
  const text = signature.toString('utf8').trim();
  if (!BASE64.test(text)) return false;
  try {
    return crypto.verify(null, manifest, key, Buffer.from(text, 'base64'));
  } catch {
    return false;
  }
}

/**
 * Checks a package against its manifest and the key (docs/exports.md#verifying): the signature of
 * manifest.json's exact bytes, then every listed file's size and SHA-256, then files nobody listed.
 * Pure: the server's verify call and `npm run verify-export` share it.
 */
export function verifyPackage(contents: PackageContents, key: KeyObject): VerifyReply {
  const problems: VerifyProblem[] = [];
  if (!contents.manifest) problems.push({ file: MANIFEST_FILE, problem: 'missing' });
  if (!contents.signature) problems.push({ file: SIGNATURE_FILE, problem: 'missing' });
  const manifest = contents.manifest ? parseManifest(contents.manifest) : null;
  if (contents.manifest && !manifest) problems.push({ file: MANIFEST_FILE, problem: 'badManifest' });
  if (contents.manifest && contents.signature && !signatureHolds(contents.manifest, contents.signature, key))
    problems.push({ file: SIGNATURE_FILE, problem: 'badSignature' });
  if (manifest) {
    const listed = new Set<string>();
    for (const entry of manifest.files) {
      listed.add(entry.path);
      const found = contents.files.get(entry.path);
      if (!found) problems.push({ file: entry.path, problem: 'missing' });
      else if (found.size !== entry.size || found.sha256 !== entry.sha256)
        problems.push({ file: entry.path, problem: 'changed' });
    }
    const unexpected = [...contents.files.keys()].filter((path) => !listed.has(path));
    for (const path of [...unexpected, ...contents.duplicates].sort())
      problems.push({ file: path, problem: 'unexpected' });
  }
  return { valid: problems.length === 0, problems };
}
