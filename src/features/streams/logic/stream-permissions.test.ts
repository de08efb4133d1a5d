import { describe, expect, it } from 'vitest';
import type { StreamPermission } from '@contract/index';
import {
  addUser,
  candidateUsers,
  changeLevel,
  diffPermissions,
  remainingPages,
  removeUser,
  rowsOf,
  toSaveBody,
  type PermissionRow,
} from './stream-permissions';

const saved: PermissionRow[] = [
  { login: 'olga', level: 'manage' },
  { login: 'rita', level: 'view' },
];

describe('editing the grants of a stream', () => {
  it('reads the server list as rows of login and level', () => {
    const items: StreamPermission[] = [{ login: 'olga', streamUid: 'cam-1', streamName: 'Front door', level: 'view' }];
    expect(rowsOf(items)).toEqual([{ login: 'olga', level: 'view' }]);
  });

  it('adds a user at the end with view, or the level asked for', () => {
    expect(addUser(saved, 'ivan')).toEqual([...saved, { login: 'ivan', level: 'view' }]);
    expect(addUser(saved, 'ivan', 'manage').at(-1)).toEqual({ login: 'ivan', level: 'manage' });
  });

  it('does not add a user twice (logins compare without case) nor an empty login', () => {
    expect(addUser(saved, 'OLGA')).toEqual(saved);
    expect(addUser(saved, '  ')).toEqual(saved);
  });

  it('removes a user and changes a level, leaving the others alone', () => {
    expect(removeUser(saved, 'olga')).toEqual([{ login: 'rita', level: 'view' }]);
    expect(changeLevel(saved, 'rita', 'manage')).toEqual([
      { login: 'olga', level: 'manage' },
      { login: 'rita', level: 'manage' },
    ]);
  });

  it('never changes the list it was given', () => {
    const copy = structuredClone(saved);
    addUser(saved, 'ivan');
    removeUser(saved, 'olga');
    changeLevel(saved, 'rita', 'manage');
    expect(saved).toEqual(copy);
  });
});

describe('what is unsaved', () => {
  it('is nothing for the same list in another order', () => {
    expect(diffPermissions(saved, [...saved].reverse())).toEqual({ added: [], removed: [], changed: [], dirty: false });
  });

  it('names the added, removed and re-levelled users', () => {
    const draft = changeLevel(addUser(removeUser(saved, 'olga'), 'ivan'), 'rita', 'manage');
    expect(diffPermissions(saved, draft)).toEqual({
      added: ['ivan'],
      removed: ['olga'],
      changed: ['rita'],
      dirty: true,
    });
  });

  it('posts the complete list', () => {
    expect(toSaveBody(addUser(saved, 'ivan'))).toEqual({
      items: [
        { login: 'olga', level: 'manage' },
        { login: 'rita', level: 'view' },
        { login: 'ivan', level: 'view' },
      ],
    });
    expect(toSaveBody([])).toEqual({ items: [] });
  });
});

describe('who may be added', () => {
  const users = [
    { name: 'zoe', isAdmin: false },
    { name: 'admin', isAdmin: true },
    { name: 'Olga', isAdmin: false },
    { name: 'ivan', isAdmin: false },
  ];

  it('leaves out administrators and users already listed, sorted by login', () => {
    expect(candidateUsers(users, saved).map((u) => u.name)).toEqual(['ivan', 'zoe']);
  });

  it('offers a removed user again', () => {
    expect(candidateUsers(users, removeUser(saved, 'olga')).map((u) => u.name)).toEqual(['ivan', 'Olga', 'zoe']);
  });

  it('asks for the pages after the first until every user is there', () => {
    expect(remainingPages(0, 500)).toEqual([]);
    expect(remainingPages(500, 500)).toEqual([]);
    expect(remainingPages(501, 500)).toEqual([2]);
    expect(remainingPages(1700, 500)).toEqual([2, 3, 4]);
  });
});
