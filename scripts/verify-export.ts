/**
 * Checks a case export offline (docs/exports.md#verifying): the signature of manifest.json and
 * every file's size and SHA-256. Needs nothing but Node and the package.
 *
 *   npm run verify-export -- case.zip [--key key.pem]
 *
 * --key: the server's public key as published by GET /v1/system/export-key (the PEM, or the
 * base64 SPKI DER). Without it the signature is checked against the key the manifest names, which
 * proves the package is whole but not who made it: compare that key with the server's.
 * Exit code 0 when the package is valid, 1 otherwise.
 */
import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseManifest } from '../server/src/exports/manifest';
import { verifyPackage } from '../server/src/exports/verify';
import { readPackage } from '../server/src/exports/zip-read';

const USAGE = 'usage: npm run verify-export -- <package.zip> [--key <public key file>]';

/** A public key from its PEM, or from base64 SPKI DER text. */
export function readPublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) return crypto.createPublicKey(trimmed);
  return crypto.createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
}

/** Runs the check; what it says goes to `say`; answers the exit code. */
export async function verifyExportCli(args: string[], say: (line: string) => void = console.log): Promise<number> {
  let file: string | undefined;
  let keyFile: string | undefined;
  try {
    const parsed = parseArgs({ args, allowPositionals: true, options: { key: { type: 'string' } } });
    [file] = parsed.positionals;
    keyFile = parsed.values.key;
  } catch {
    file = undefined;
  }
  if (!file) {
    say(USAGE);
    return 1;
  }
  try {
    const contents = await readPackage(file);
    let key: KeyObject;
    if (keyFile) key = readPublicKey(fs.readFileSync(keyFile, 'utf8'));
    else {
      const named = contents.manifest ? parseManifest(contents.manifest)?.signature.publicKey : undefined;
      if (!named) {
        say(`${file}: INVALID: no readable manifest to name a key; pass --key`);
        return 1;
      }
      key = readPublicKey(named);
      const fingerprint = crypto.createHash('sha256').update(Buffer.from(named, 'base64')).digest('hex');
      say(`No --key: checking against the key the manifest names (SHA-256 of its DER: ${fingerprint}).`);
      say("That proves the package is whole, not who made it: compare that key with the server's.");
    }
    const result = verifyPackage(contents, key);
    for (const p of result.problems) say(`${p.file}: ${p.problem}`);
    say(result.valid ? `${file}: valid` : `${file}: INVALID (${result.problems.length} problems)`);
    return result.valid ? 0 : 1;
  } catch (error) {
    say(`${file}: INVALID: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void verifyExportCli(process.argv.slice(2)).then((code) => process.exit(code));
}
