import crypto from 'node:crypto';

/** The SHA256 fingerprint of an SSH public key blob, written as OpenSSH writes it (`ssh-keygen -lf`). */
export function fingerprint(keyBlob: Buffer): string {
  return `SHA256:${crypto.createHash('sha256').update(keyBlob).digest('base64').replace(/=+$/, '')}`;
}

/** Whether the key the relay shows is the pinned one. Nothing else is ever accepted. */
export function hostKeyMatches(keyBlob: Buffer, pinned: string): boolean {
  return fingerprint(keyBlob) === pinned;
}
