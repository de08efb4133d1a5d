import type { UiNode } from '@contract/index';

/** A node of the server switcher, and whether it can be opened. */
export interface SwitchTarget {
  node: UiNode;
  /** Another node that answers, at an http(s) console address: a click opens it. */
  openable: boolean;
}

function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The cluster's nodes as the switcher lists them: this node first (marked, nothing to open),
 * then by name; a node that does not answer is listed but cannot be opened.
 */
export function switchTargets(nodes: readonly UiNode[]): SwitchTarget[] {
  return [...nodes]
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || a.name.localeCompare(b.name))
    .map((node) => ({ node, openable: node.available && !node.isCurrent && isWebAddress(node.url) }));
}
