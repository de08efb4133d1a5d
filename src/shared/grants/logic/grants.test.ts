import { describe, expect, it } from 'vitest';
import { addGrant, changeGrantLevel, diffGrants, removeGrant, type Grant } from './grants';

const saved: Grant[] = [
  { id: 'olga', level: 'manage' },
  { id: 'rita', level: 'view' },
];

describe('editing a list of grants', () => {
  it('adds at the end with view, or the level asked for', () => {
    expect(addGrant(saved, 'ivan')).toEqual([...saved, { id: 'ivan', level: 'view' }]);
    expect(addGrant(saved, 'ivan', 'manage').at(-1)).toEqual({ id: 'ivan', level: 'manage' });
  });

  it('does not add an id twice (ids compare without case) nor an empty one', () => {
    expect(addGrant(saved, 'OLGA')).toEqual(saved);
    expect(addGrant(saved, '  ')).toEqual(saved);
  });

  it('removes one and changes a level, leaving the others alone', () => {
    expect(removeGrant(saved, 'olga')).toEqual([{ id: 'rita', level: 'view' }]);
    expect(changeGrantLevel(saved, 'rita', 'manage')).toEqual([
      { id: 'olga', level: 'manage' },
      { id: 'rita', level: 'manage' },
    ]);
  });

  it('never changes the list it was given', () => {
    const copy = structuredClone(saved);
    addGrant(saved, 'ivan');
    removeGrant(saved, 'olga');
    changeGrantLevel(saved, 'rita', 'manage');
    expect(saved).toEqual(copy);
  });
});

describe('what is unsaved', () => {
  it('is nothing for the same list in another order', () => {
    expect(diffGrants(saved, [...saved].reverse())).toEqual({ added: [], removed: [], changed: [], dirty: false });
  });

  it('names the added, removed and re-levelled ids', () => {
    const draft = changeGrantLevel(addGrant(removeGrant(saved, 'olga'), 'ivan'), 'rita', 'manage');
    expect(diffGrants(saved, draft)).toEqual({ added: ['ivan'], removed: ['olga'], changed: ['rita'], dirty: true });
  });
});
