import type { ClusterNode, UiSettings } from '@contract/index';
import { HANDOVER_SECONDS, LOAD_BUSY, LOAD_OVERLOADED } from './constants';

/** Drain or return a node. */
export type NodeAction = 'drain' | 'undrain';

/**
 * Clustering works when the database is shared and the license has the cluster feature:
 * only then may nodes be drained.
 */
export function clusteringOn(settings: Pick<UiSettings, 'clusterEnabled' | 'features'> | null): boolean {
  return !!settings?.clusterEnabled && settings.features.cluster === true;
}

/** The server's order, kept by the console however the reply came: the current node first, then by name. */
export function sortNodes<T extends Pick<ClusterNode, 'id' | 'name' | 'isCurrent'>>(nodes: readonly T[]): T[] {
  return [...nodes].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}

/** The action a node's row offers: a drained node is returned, any other drained. */
export function actionFor(node: Pick<ClusterNode, 'drained'>): NodeAction {
  return node.drained ? 'undrain' : 'drain';
}

/**
 * Whether draining this node would leave no node to run streams (the server refuses it:
 * ActionNotAcceptable), so the console says so before asking.
 */
export function isLastUndrained(
  node: Pick<ClusterNode, 'id' | 'drained'>,
  nodes: readonly Pick<ClusterNode, 'id' | 'drained'>[],
): boolean {
  return !node.drained && nodes.every((n) => n.id === node.id || n.drained);
}

/** What a confirmation says will happen: a key of the cluster texts and its values. */
export interface Confirmation {
  key: 'confirm.drain' | 'confirm.drainIdle' | 'confirm.undrain';
  values: { name: string; count: number; seconds: number };
}

/**
 * Drain: the node takes no new streams and its streams move to other nodes within 30 s,
 * their viewers seeing a short pause (or, with no streams, nothing moves); undrain: it takes new streams again.
 */
export function confirmationFor(node: Pick<ClusterNode, 'name' | 'drained' | 'streamsCount'>): Confirmation {
  const values = { name: node.name, count: node.streamsCount, seconds: HANDOVER_SECONDS };
  if (actionFor(node) === 'undrain') return { key: 'confirm.undrain', values };
  return { key: node.streamsCount > 0 ? 'confirm.drain' : 'confirm.drainIdle', values };
}

export type LoadLevel = 'normal' | 'busy' | 'overloaded';

/** A load per core: below 0.7 normal, up to 1 busy, from 1 (every core busy) overloaded. */
export function loadLevel(load: number): LoadLevel {
  if (load >= LOAD_OVERLOADED) return 'overloaded';
  return load >= LOAD_BUSY ? 'busy' : 'normal';
}

/** A load per core as a share of the machine, e.g. 0.42 → 42 (per cent, whole). */
export function loadPercent(load: number): number {
  return Math.round(Math.max(0, load) * 100);
}

/** How long ago, in the largest whole unit that fits (a moment a little ahead of the clock is "now"). */
export interface Elapsed {
  unit: 'second' | 'minute' | 'hour' | 'day';
  value: number;
}

const UNITS: { unit: Elapsed['unit']; seconds: number }[] = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

export function elapsedSince(iso: string, now: number): Elapsed {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  for (const { unit, seconds: size } of UNITS) {
    if (seconds >= size) return { unit, value: Math.floor(seconds / size) };
  }
  return { unit: 'second', value: seconds };
}

/** How long ago as the language says it: "12 seconds ago", "now", "2 minutes ago", "2 минуты назад". */
export function elapsedText(elapsed: Elapsed, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-elapsed.value, elapsed.unit);
}
