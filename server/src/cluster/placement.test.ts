import { describe, expect, it } from 'vitest';
import { eligibleNodes, isAvailable, leastLoaded, planMoves } from './placement';

const now = 1_000_000;
const node = (id: string, ageMs: number, drained = false) => ({ id, lastSeen: now - ageMs, drained });

describe('cluster placement', () => {
  it('a node is available up to 20 s after its last heartbeat', () => {
    expect(isAvailable(node('a', 20_000), now, 20_000)).toBe(true);
    expect(isAvailable(node('a', 20_001), now, 20_000)).toBe(false);
  });

  it('only available, undrained nodes take streams; without the cluster feature only the first', () => {
    const nodes = [node('c', 1000), node('a', 30_000), node('b', 0, true), node('d', 4000)];
    expect(eligibleNodes(nodes, now, 20_000, true)).toEqual(['c', 'd']);
    expect(eligibleNodes(nodes, now, 20_000, false)).toEqual(['c']);
    expect(eligibleNodes([], now, 20_000, true)).toEqual([]);
  });

  it('the least loaded node wins, ties going to the preferred one, then by id', () => {
    const counts = new Map([
      ['a', 3],
      ['b', 1],
      ['c', 1],
    ]);
    expect(leastLoaded(counts, ['a', 'b', 'c'])).toBe('b');
    expect(leastLoaded(counts, ['a', 'b', 'c'], 'c')).toBe('c');
    expect(leastLoaded(new Map(), ['x', 'y'])).toBe('x');
    expect(leastLoaded(counts, [])).toBeNull();
  });

  it("a silent node's streams spread over the others by load, the same plan whatever the order read", () => {
    const orphans = ['s4', 's1', 's3', 's2', 's5'].map((uid) => ({ uid, nodeId: 'dead' }));
    const counts = new Map([
      ['a', 2],
      ['b', 0],
    ]);
    const plan = planMoves(orphans, counts, ['a', 'b']);
    expect([...plan]).toEqual([
      ['s1', 'b'],
      ['s2', 'b'],
      ['s3', 'a'],
      ['s4', 'b'],
      ['s5', 'a'],
    ]);
    expect(planMoves([...orphans].reverse(), counts, ['a', 'b'])).toEqual(plan);
  });

  it('streams of an eligible node stay; with no node to take them nothing moves', () => {
    expect(planMoves([{ uid: 's', nodeId: 'a' }], new Map(), ['a'])).toEqual(new Map());
    expect(planMoves([{ uid: 's', nodeId: 'gone' }], new Map(), [])).toEqual(new Map());
  });
});
