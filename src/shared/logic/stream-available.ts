import type { StreamStatus } from '@contract/index';

/** SPEC §4: "available" means pending or running. */
export function isAvailable(status: StreamStatus): boolean {
  return status === 'pending' || status === 'running';
}
