import { describe, expect, it } from 'vitest';
import type { UiNode } from '@contract/index';
import { switchTargets } from './switch-targets';

const node = (name: string, fields: Partial<UiNode> = {}): UiNode => ({
  id: name,
  name,
  url: `https://${name}.example.com/ui/`,
  available: true,
  isCurrent: false,
  ...fields,
});

describe('switchTargets', () => {
  it('lists this node first, then the others by name', () => {
    const nodes = [node('delta'), node('bravo', { isCurrent: true }), node('alpha')];
    expect(switchTargets(nodes).map((t) => t.node.name)).toEqual(['bravo', 'alpha', 'delta']);
  });

  it('opens only another node that answers, at a web address', () => {
    const targets = switchTargets([
      node('alpha', { isCurrent: true }),
      node('bravo'),
      node('charlie', { available: false }),
      node('delta', { url: 'javascript:alert(1)' }),
      node('echo', { url: 'not an address' }),
    ]);
    expect(Object.fromEntries(targets.map((t) => [t.node.name, t.openable]))).toEqual({
      alpha: false,
      bravo: true,
      charlie: false,
      delta: false,
      echo: false,
    });
  });
});
