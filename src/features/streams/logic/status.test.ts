import { describe, expect, it } from 'vitest';
import { canPause, canResume, isAvailable, isOnUnavailableNode, statusTone } from './status';

const node = (id: string, available: boolean) => ({ node: { id, available } });
const cluster = { clusterEnabled: true, nodeId: 'node-1' };

describe('stream status', () => {
  it('counts pending and running as available, nothing else', () => {
    expect(isAvailable('pending')).toBe(true);
    expect(isAvailable('running')).toBe(true);
    for (const s of ['paused', 'failed', 'idle'] as const) expect(isAvailable(s)).toBe(false);
  });

  it('gives every status its own tone and a failure the error tone', () => {
    expect(statusTone('failed')).toBe('error');
    expect(statusTone('running')).toBe('success');
    expect(statusTone('paused')).toBe('warning');
  });

  it('offers pause to a running stream and resume to a paused or failed one', () => {
    expect(canPause('running')).toBe(true);
    expect(canResume('running')).toBe(false);
    expect(canPause('paused')).toBe(false);
    expect(canResume('paused')).toBe(true);
    expect(canResume('failed')).toBe(true);
  });
});

describe('the unavailable cluster node marker (docs/console.md#states-and-transitions)', () => {
  it('marks a stream on another node that does not answer, with clustering on', () => {
    expect(isOnUnavailableNode(node('node-2', false), cluster)).toBe(true);
  });

  it('does not mark it when clustering is off', () => {
    expect(isOnUnavailableNode(node('node-2', false), { ...cluster, clusterEnabled: false })).toBe(false);
  });

  it('does not mark a stream on the current node, even one reported unavailable', () => {
    expect(isOnUnavailableNode(node('node-1', false), cluster)).toBe(false);
  });

  it('does not mark a stream on another node that answers', () => {
    expect(isOnUnavailableNode(node('node-2', true), cluster)).toBe(false);
  });

  it('does not mark anything before the boot data came', () => {
    expect(isOnUnavailableNode(node('node-2', false), null)).toBe(false);
  });
});
