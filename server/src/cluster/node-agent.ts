import os from 'node:os';
import type { ClusterNode } from '../../contract/schemas/cluster';
import type { NodeConfig } from '../config';
import type { Db } from '../core/db/db';
import { isPostgres } from '../core/db/dialect';
import { nodesRepo, type NodeRow } from './repo';
import type { StreamRow } from '../media/media-control';
import { eligibleNodes, HEARTBEAT_MS, isAvailable, leastLoaded, planMoves, UNAVAILABLE_AFTER_MS } from './placement';

export interface ClusterTimings {
  /** How often this node writes its heartbeat (5 s). */
  heartbeatMs: number;
  /** Silence after which a node is unavailable (20 s). */
  unavailableMs: number;
  /** How often this node looks for streams to take over and for changes of its own (1 s). */
  checkMs: number;
}

export const CLUSTER_TIMINGS: ClusterTimings = {
  heartbeatMs: HEARTBEAT_MS,
  unavailableMs: UNAVAILABLE_AFTER_MS,
  checkMs: 1000,
};

/** What the agent drives on this node: the recorders of the streams it owns. */
export interface OwnedStreams {
  /** A stream this node owns, new or changed: run it as its row says. */
  apply(row: StreamRow): Promise<void>;
  /** A stream this node no longer owns: stop it here, leaving its status to its new owner. */
  release(uid: string): Promise<void>;
  /** False until the recording index is repaired at start: nothing is started before. */
  ready(): boolean;
}

export interface NodeAgentOptions {
  db: Db;
  node: NodeConfig;
  version: string;
  now: () => number;
  /** Whether the license's cluster feature is on now. */
  licensed: () => boolean;
  streams: OwnedStreams;
  timings?: Partial<ClusterTimings>;
  log?: (message: string) => void;
  /** The settings table changed (another node saved the configuration or a license): read it again. */
  settingsChanged?: () => Promise<void>;
}

const CHUNK = 500;
/** Rows updated this long before the newest one seen are looked at again: the nodes' clocks may differ. */
const CLOCK_SKEW_MS = 60_000;

/**
 * This server as a node of the cluster: it registers in the shared database and beats every
 * 5 s; every second it takes its share of the streams whose node may not run them (silent for
 * 20 s, drained, or standing by), and it runs exactly the streams the database gives it.
 * Placement is decided by every node alike (`placement.ts`); an update that names the previous
 * owner (compare-and-set) keeps two nodes from taking the same stream.
 */
export function createNodeAgent(o: NodeAgentOptions) {
  const timings = { ...CLUSTER_TIMINGS, ...o.timings };
  const repo = nodesRepo(o.db);
  const self = o.node.id;
  const shared = isPostgres(o.db);
  const startedAt = o.now();
  let url = o.node.url ?? '';
  let nodes: NodeRow[] = [];
  let lastBeat = Number.NEGATIVE_INFINITY;
  /** The streams this node runs, with the `updated_at` they were applied at. */
  let applied = new Map<string, number>();
  /** The newest `updated_at` among them, and whether they were read once. */
  let watermark = 0;
  let followed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  let settingsStamp: string | null = null;
  /** The nodes that could take streams when this node last looked for streams to take, and when. */
  let lookedFor = { key: '', at: Number.NEGATIVE_INFINITY };

  /** Clustering: a shared database and the license's feature. */
  const clusterOn = () => shared && o.licensed();

  function states(now: number) {
    return nodes.map((n) => ({ id: n.id, lastSeen: n.id === self ? now : n.last_seen, drained: n.drained === 1 }));
  }

  function available(id: string, now = o.now()): boolean {
    if (id === self) return true;
    const node = nodes.find((n) => n.id === id);
    return node !== undefined && isAvailable({ lastSeen: node.last_seen }, now, timings.unavailableMs);
  }

  async function beat(now: number): Promise<void> {
    const loadMilli = Math.round((os.loadavg()[0]! / Math.max(1, os.availableParallelism())) * 1000);
    await repo.beat({ id: self, name: o.node.name, url, version: o.version, loadMilli, startedAt, now });
    lastBeat = now;
  }

  /** Takes this node's share of the streams whose node may not run them. */
  async function takeOver(now: number): Promise<void> {
    const eligible = eligibleNodes(states(now), now, timings.unavailableMs, clusterOn());
    if (!eligible.includes(self)) return;
    // At once when a node went silent, was drained or returned; otherwise every heartbeat.
    const key = eligible.join(',');
    if (key === lookedFor.key && now - lookedFor.at < timings.heartbeatMs && now >= lookedFor.at) return;
    lookedFor = { key, at: now };
    const orphans = await repo.streamsNotOn(eligible);
    if (orphans.length === 0) return;
    const moves = planMoves(orphans, await repo.streamCounts(), eligible);
    const from = new Map(orphans.map((s) => [s.uid, s.nodeId]));
    let taken = 0;
    for (const [uid, target] of moves) {
      if (target !== self) continue;
      if (await repo.claimStream(uid, from.get(uid)!, self, now)) taken += 1;
    }
    if (taken) o.log?.(`cluster: node ${self} took over ${taken} stream(s)`);
  }

  /**
   * Whether the streams this node owns changed since the last look: their number, or a row
   * updated lately (by any node's clock, give or take a minute). Two small index reads a second,
   * however many streams there are.
   */
  async function ownedChanged(): Promise<boolean> {
    if ((await repo.ownedCount(self)) !== applied.size) return true;
    const recent = await repo.owned(self, watermark - CLOCK_SKEW_MS);
    return recent.some((r) => applied.get(r.uid) !== r.updated_at);
  }

  /** Runs the streams the database gives this node: the new and changed ones applied, the others released. */
  async function follow(): Promise<void> {
    if (!o.streams.ready() || (followed && !(await ownedChanged()))) return;
    const owned = await repo.owned(self);
    const now = new Map(owned.map((r) => [r.uid, r.updated_at]));
    const changed = owned.filter((r) => applied.get(r.uid) !== r.updated_at).map((r) => r.uid);
    for (const uid of applied.keys()) if (!now.has(uid)) await o.streams.release(uid);
    for (let i = 0; i < changed.length; i += CHUNK) {
      const rows = await repo.streamsByUid(changed.slice(i, i + CHUNK));
      for (const row of rows) await o.streams.apply(row);
    }
    applied = now;
    for (const r of owned) watermark = Math.max(watermark, r.updated_at);
    followed = true;
  }

  /** On a shared database, what another node saved reaches this one within a check. */
  async function followSettings(): Promise<void> {
    if (!shared || !o.settingsChanged) return;
    const rows = await repo.settingStamps();
    const stamp = rows.map((r) => `${r.key}@${r.updated_at}`).join(',');
    if (settingsStamp !== null && stamp !== settingsStamp) await o.settingsChanged();
    settingsStamp = stamp;
  }

  async function check(): Promise<void> {
    const now = o.now();
    if (now - lastBeat >= timings.heartbeatMs || now < lastBeat) await beat(now);
    await followSettings();
    nodes = await repo.list();
    await takeOver(now);
    await follow();
  }

  /** One check at a time; a failed one (database away) is logged and the next one tries again. */
  function tick(): Promise<void> {
    running ??= check()
      .catch((error: unknown) => o.log?.(`cluster: ${String(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  function view(n: NodeRow, counts: ReadonlyMap<string, number>, now: number): ClusterNode {
    return {
      id: n.id,
      name: n.name,
      address: n.url,
      available: available(n.id, now),
      drained: n.drained === 1,
      isCurrent: n.id === self,
      streamsCount: counts.get(n.id) ?? 0,
      version: n.version,
      load: n.load_milli / 1000,
      lastSeenTime: new Date(n.id === self ? Math.max(n.last_seen, lastBeat) : n.last_seen).toISOString(),
    };
  }

  return {
    nodeId: self,
    /** The database is shared (PostgreSQL): other nodes may be there. */
    shared,
    clusterOn,
    /** Registers this node (once the server listens, with its address) and starts the checks. */
    async start(listeningUrl: string): Promise<void> {
      url = o.node.url ?? listeningUrl.replace(/\/+$/, '');
      stopped = false;
      await tick();
      if (!timer && !stopped) {
        timer = setInterval(() => void tick(), timings.checkMs);
        timer.unref();
      }
    },
    /** Checks now (a drain, a new stream) rather than at the next second. */
    tick,
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    /** The node answered within 20 s (this node always has), as of the last check. */
    available,
    /** Nodes silent for 20 s, as of the last check: their recordings read as unavailable. */
    unavailableIds: (now = o.now()) => nodes.filter((n) => !available(n.id, now)).map((n) => n.id),
    /** The base URL of an available node; null when it is silent or unknown. */
    urlOf(id: string): string | null {
      const node = nodes.find((n) => n.id === id);
      return node && available(id) ? node.url : null;
    },
    /** The node for a new stream: the least loaded that may take streams (this one on a tie or when none may). */
    async placeNew(): Promise<string> {
      const now = o.now();
      nodes = await repo.list();
      const eligible = eligibleNodes(states(now), now, timings.unavailableMs, clusterOn());
      return leastLoaded(await repo.streamCounts(), eligible, self) ?? self;
    },
    /** Every node as the cluster page shows it: this one first, then by name. */
    async list(): Promise<ClusterNode[]> {
      // Registered before its first check (an app that does not listen): this node is always listed.
      if (lastBeat === Number.NEGATIVE_INFINITY) await beat(o.now());
      nodes = await repo.list();
      const counts = await repo.streamCounts();
      const now = o.now();
      return nodes
        .map((n) => view(n, counts, now))
        .sort(
          (a, b) =>
            Number(b.isCurrent) - Number(a.isCurrent) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
        );
    },
    async drained(id = self): Promise<boolean> {
      return (await repo.byId(id))?.drained === 1;
    },
    setDrained: (id: string, drained: boolean) => repo.setDrained(id, drained),
  };
}

export type NodeAgent = ReturnType<typeof createNodeAgent>;
