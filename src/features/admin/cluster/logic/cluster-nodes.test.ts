import { describe, expect, it } from 'vitest';
import {
  actionFor,
  clusteringOn,
  confirmationFor,
  elapsedSince,
  elapsedText,
  isLastUndrained,
  loadLevel,
  loadPercent,
  sortNodes,
} from './cluster-nodes';

/** The fields these rules read (the full node is the fixtures' clusterNode, for components). */
const node = (
  id: string,
  fields: { name?: string; isCurrent?: boolean; drained?: boolean; streamsCount?: number },
) => ({
  id,
  name: id,
  isCurrent: false,
  drained: false,
  streamsCount: 12,
  ...fields,
});

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('clusteringOn', () => {
  const on = { clusterEnabled: true, features: { cluster: true } };
  it('needs both a shared database (clusterEnabled) and the cluster feature', () => {
    expect(clusteringOn(on)).toBe(true);
    expect(clusteringOn({ ...on, clusterEnabled: false })).toBe(false);
    expect(clusteringOn({ ...on, features: { cluster: false } })).toBe(false);
    expect(clusteringOn({ ...on, features: {} })).toBe(false);
    expect(clusteringOn(null)).toBe(false);
  });
});

describe('sortNodes', () => {
  it('puts the current node first, then the others by name, without changing the input', () => {
    const input = [
      node('b', { name: 'bravo' }),
      node('c', { name: 'charlie', isCurrent: true }),
      node('a', { name: 'alpha' }),
    ];
    expect(sortNodes(input).map((n) => n.name)).toEqual(['charlie', 'alpha', 'bravo']);
    expect(input.map((n) => n.name)).toEqual(['bravo', 'charlie', 'alpha']);
  });
});

describe('actions', () => {
  it('offers drain to an undrained node and undrain to a drained one', () => {
    expect(actionFor({ drained: false })).toBe('drain');
    expect(actionFor({ drained: true })).toBe('undrain');
  });

  it('knows the last undrained node, which the server will not drain', () => {
    const [alpha, bravo, charlie] = [node('a', {}), node('b', { drained: true }), node('c', {})];
    expect(isLastUndrained(alpha, [alpha, bravo, charlie])).toBe(false);
    const drainedCharlie = { ...charlie, drained: true };
    expect(isLastUndrained(alpha, [alpha, bravo, drainedCharlie])).toBe(true);
    // A drained node is never "the last undrained".
    expect(isLastUndrained(bravo, [alpha, bravo, drainedCharlie])).toBe(false);
    expect(isLastUndrained(alpha, [alpha])).toBe(true);
  });
});

describe('confirmationFor', () => {
  it('tells a drain how many streams move and within how long', () => {
    expect(confirmationFor(node('a', { name: 'alpha', streamsCount: 12 }))).toEqual({
      key: 'confirm.drain',
      values: { name: 'alpha', count: 12, seconds: 30 },
    });
  });

  it('tells a drain of a node without streams that nothing moves', () => {
    expect(confirmationFor(node('a', { streamsCount: 0 })).key).toBe('confirm.drainIdle');
  });

  it('tells an undrain that the node takes new streams again', () => {
    expect(confirmationFor(node('a', { drained: true, streamsCount: 3 })).key).toBe('confirm.undrain');
  });
});

describe('load', () => {
  it('is normal below 0.7 per core, busy up to 1, overloaded from 1', () => {
    expect([0, 0.69, 0.7, 0.99, 1, 2.5].map(loadLevel)).toEqual([
      'normal',
      'normal',
      'busy',
      'busy',
      'overloaded',
      'overloaded',
    ]);
  });

  it('reads as a whole percentage of the machine', () => {
    expect([0, 0.424, 0.425, 1, 1.35, -0.1].map(loadPercent)).toEqual([0, 42, 43, 100, 135, 0]);
  });
});

describe('elapsedSince', () => {
  it('takes the largest whole unit', () => {
    expect(elapsedSince(ago(0), NOW)).toEqual({ unit: 'second', value: 0 });
    expect(elapsedSince(ago(12.9), NOW)).toEqual({ unit: 'second', value: 12 });
    expect(elapsedSince(ago(59), NOW)).toEqual({ unit: 'second', value: 59 });
    expect(elapsedSince(ago(90), NOW)).toEqual({ unit: 'minute', value: 1 });
    expect(elapsedSince(ago(3 * 3600 + 5), NOW)).toEqual({ unit: 'hour', value: 3 });
    expect(elapsedSince(ago(2 * 86_400), NOW)).toEqual({ unit: 'day', value: 2 });
  });

  it('takes a heartbeat a little ahead of this clock as now', () => {
    expect(elapsedSince(ago(-3), NOW)).toEqual({ unit: 'second', value: 0 });
  });

  it('is said in the language', () => {
    expect(elapsedText({ unit: 'second', value: 12 }, 'en')).toBe('12 seconds ago');
    expect(elapsedText({ unit: 'second', value: 0 }, 'en')).toBe('now');
    expect(elapsedText({ unit: 'minute', value: 2 }, 'ru')).toBe('2 минуты назад');
  });
});
