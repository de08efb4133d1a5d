import type { StreamStatus } from '@contract/index';

/** docs/console.md#states-and-transitions: "available" means pending or running. */
export function isAvailable(status: StreamStatus): boolean {
  return status === 'pending' || status === 'running';
}
