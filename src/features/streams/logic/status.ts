import type { Stream, StreamStatus, UiSettings } from '@contract/index';

export { isAvailable } from '@/shared/logic/stream-available';

/** The colour a status is shown in (a tone of LightTag, as antd's Tag presets). */
export type StatusTone = 'success' | 'processing' | 'default' | 'error' | 'warning';

const TONES: Record<StreamStatus, StatusTone> = {
  running: 'success',
  pending: 'processing',
  idle: 'default',
  paused: 'warning',
  failed: 'error',
};

export function statusTone(status: StreamStatus): StatusTone {
  return TONES[status];
}

/**
 * docs/console.md#states-and-transitions: a stream is on an unavailable cluster node when clustering is on,
 * its node differs from the current node, and that node is not available.
 */
export function isOnUnavailableNode(
  stream: Pick<Stream, 'node'>,
  settings: Pick<UiSettings, 'clusterEnabled' | 'nodeId'> | null,
): boolean {
  if (!settings?.clusterEnabled) return false;
  return stream.node.id !== settings.nodeId && !stream.node.available;
}

/** Pause is offered for a stream that runs or tries to; resume for one that is paused or failed. */
export function canPause(status: StreamStatus): boolean {
  return status === 'running' || status === 'pending' || status === 'idle';
}

export function canResume(status: StreamStatus): boolean {
  return status === 'paused' || status === 'failed';
}
