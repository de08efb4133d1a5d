import type { Stream } from '@contract/index';
import { isAvailable } from '@/shared/logic/stream-available';

/**
 * Whether the player starts live for this stream (docs/console.md#states-and-transitions "a stream that is not
 * available goes to an empty state"): an available one, and an idle
 * live-on-demand one, which the server starts when it is watched.
 */
export function canPlayLive(stream: Pick<Stream, 'status' | 'live'>): boolean {
  return isAvailable(stream.status) || (stream.live.onDemand && stream.status === 'idle');
}
