import crypto from 'node:crypto';
import type { settingsRepo } from '../db/settings-repo';

/**
 * The share-link key of a cluster: kept in the shared database, so a link signed by one node
 * opens on every node. The first node to start makes it; the others read the same.
 */
export async function sharedSecret(settings: ReturnType<typeof settingsRepo>, now: number): Promise<Buffer> {
  const made = crypto.randomBytes(32).toString('base64');
  return Buffer.from(await settings.putOnce('share-secret', made, now), 'base64');
}
