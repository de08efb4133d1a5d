import { describe, expect, it } from 'vitest';
import type { StreamPermission } from '@contract/index';
import { addGrant, removeGrant, type Grant } from '@/shared/grants/logic/grants';
import { candidateUsers, rowsOf, toSaveBody } from './stream-permissions';

const saved: Grant[] = [
  { id: 'olga', level: 'manage' },
  { id: 'rita', level: 'view' },
];

describe('the grants of a stream', () => {
  it('reads the server list as rows of login and level', () => {
    const items: StreamPermission[] = [{ login: 'olga', streamUid: 'cam-1', streamName: 'Front door', level: 'view' }];
    expect(rowsOf(items)).toEqual([{ id: 'olga', level: 'view' }]);
  });

  it('posts the complete list', () => {
    expect(toSaveBody(addGrant(saved, 'ivan'))).toEqual({
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
    expect(candidateUsers(users, removeGrant(saved, 'olga')).map((u) => u.name)).toEqual(['ivan', 'Olga', 'zoe']);
  });
});
