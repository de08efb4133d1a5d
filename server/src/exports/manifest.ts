import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * manifest.json of a case export (docs/exports.md#the-manifest): what the package holds, every
 * file's size and SHA-256, and who made it where. manifest.sig is the base64 Ed25519 signature of
 * its exact bytes.
 */
export const MANIFEST_FORMAT = 'vigil-case-export';
export const MANIFEST_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const SIGNATURE_FILE = 'manifest.sig';

const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });

export const Manifest = Type.Object({
  format: Type.Literal(MANIFEST_FORMAT),
  version: Type.Literal(MANIFEST_VERSION),
  case: Type.Object({ id: Type.String(), name: Type.String(), reason: Type.String() }),
  createdBy: Type.String(),
  createdTime: Type.String(),
  packedTime: Type.String(),
  server: Type.Object({ nodeId: Type.String(), version: Type.String() }),
  signature: Type.Object({
    algorithm: Type.Literal('Ed25519'),
    publicKey: Type.String({ description: 'Base64 SPKI DER of the key that signed it (for reference only).' }),
  }),
  watermark: Type.Boolean(),
  items: Type.Array(
    Type.Object({
      file: Type.String(),
      streamId: Type.String(),
      streamName: Type.String(),
      startTime: Type.String(),
      endTime: Type.String(),
    }),
  ),
  files: Type.Array(
    Type.Object({ path: Type.String({ minLength: 1 }), size: Type.Integer({ minimum: 0 }), sha256: Sha256 }),
  ),
});
export type Manifest = Static<typeof Manifest>;

/** The exact bytes that are signed: two-space JSON and a final newline. */
export function manifestBytes(manifest: Manifest): Buffer {
  return Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
}

/** The manifest in these bytes, or null when they are not one. */
export function parseManifest(bytes: Buffer): Manifest | null {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  return Value.Check(Manifest, value) ? value : null;
}
