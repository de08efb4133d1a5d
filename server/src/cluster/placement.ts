/**
 * Where streams run in a cluster: pure rules, the same on every node, so that nodes
 * reading the same table reach the same plan (and a compare-and-set settles the rest).
 */

export interface NodeState {
  id: string;
  /** Last heartbeat, ms. */
  lastSeen: number;
  drained: boolean;
}

/** A node is available while its last heartbeat is at most this old. */
export const UNAVAILABLE_AFTER_MS = 20_000;
/** Every node writes its heartbeat this often. */
export const HEARTBEAT_MS = 5_000;

export function isAvailable(node: Pick<NodeState, 'lastSeen'>, now: number, unavailableMs: number): boolean {
  return now - node.lastSeen <= unavailableMs;
}

/**
 * The nodes that may run streams, by id: available and not drained. Without the license's
 * cluster feature only the first of them does (the others stand by), so that two servers on one
 * database never record the same stream.
 */
export function eligibleNodes(nodes: readonly NodeState[], now: number, unavailableMs: number, clusterOn: boolean) {
  const ids = nodes
    .filter((n) => !n.drained && isAvailable(n, now, unavailableMs))
    .map((n) => n.id)
    .sort();
  return clusterOn ? ids : ids.slice(0, 1);
}

/** The least loaded node (fewest streams), ties to `prefer`, then by id; null when none may take it. */
export function leastLoaded(counts: ReadonlyMap<string, number>, eligible: readonly string[], prefer?: string) {
  let best: string | null = null;
  for (const id of eligible) {
    if (best === null) {
      best = id;
      continue;
    }
    const [a, b] = [counts.get(id) ?? 0, counts.get(best) ?? 0];
    if (a < b || (a === b && id === prefer)) best = id;
  }
  return best;
}

/**
 * New owners for streams whose node may not run them (gone silent, drained, standing by):
 * each, in uid order, to the least loaded eligible node, counting what it was given. Nothing
 * moves when no node may take streams.
 */
export function planMoves(
  orphans: readonly { uid: string; nodeId: string }[],
  counts: ReadonlyMap<string, number>,
  eligible: readonly string[],
): Map<string, string> {
  const load = new Map(counts);
  const moves = new Map<string, string>();
  const allowed = new Set(eligible);
  for (const stream of [...orphans].sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0))) {
    if (allowed.has(stream.nodeId)) continue;
    const target = leastLoaded(load, eligible);
    if (target === null) break;
    moves.set(stream.uid, target);
    load.set(target, (load.get(target) ?? 0) + 1);
  }
  return moves;
}
