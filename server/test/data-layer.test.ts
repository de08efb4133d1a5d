import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRepo } from '../src/core/audit/repo';
import { openDatabase, type Db } from '../src/core/db/db';
import { isPostgres } from '../src/core/db/dialect';
import { mosaicsRepo } from '../src/mosaics/repo';
import { permissionsRepo } from '../src/streams/permissions-repo';
import { sessionsRepo } from '../src/users/sessions-repo';
import { settingsRepo } from '../src/core/db/settings-repo';
import { nodesRepo } from '../src/cluster/repo';
import { statsRepo } from '../src/stats/repo';
import { streamsRepo, type ListFilter } from '../src/streams/repo';
import { tokensRepo } from '../src/users/tokens-repo';
import { NameTakenError } from '../src/core/db/user-names';
import { usersRepo, type NewUser } from '../src/users/repo';
import { createPostgresDatabase } from './support/postgres';

// The repositories, the same cases on both engines: SQLite in a temporary folder, and a new
// database on the test run's PostgreSQL.
const T0 = Date.UTC(2026, 10, 25, 12);

const user = (name: string, extra: Partial<NewUser> = {}): NewUser => ({
  name,
  email: `${name}@example.com`,
  password: 'unused',
  passwordHash: 'hash',
  isAdmin: false,
  permissionType: 'user',
  ...extra,
});

const stream = (uid: string, name: string, tags: string[], status: 'running' | 'failed', at: number) => ({
  uid,
  name,
  source: 'rtsp://camera.example/live',
  tags: JSON.stringify(tags),
  location_name: '',
  marker: '',
  archive_enabled: 0,
  on_demand: 0,
  paused: 0,
  status,
  failure_reason: null,
  failure_code: null,
  node_id: 'local',
  share_version: 0,
  created_by: null,
  created_at: at,
  updated_at: at,
});

const everyStream: ListFilter = { viewerId: null, onlyAvailable: false, searchingValues: [], sortType: 'name' };

describe.each(['sqlite', 'postgres'] as const)('the data layer on %s', (engine) => {
  let db: Db;
  let dir: string;
  let url: string | null;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-data-'));
    url = engine === 'postgres' ? await createPostgresDatabase() : null;
    db = await openDatabase(dir, url);
  });

  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('opens the engine it was asked for, and opening it again keeps the data', async () => {
    expect(isPostgres(db)).toBe(engine === 'postgres');
    await usersRepo(db).insert(user('alice'), T0);
    await db.destroy();
    db = await openDatabase(dir, url);
    expect(await usersRepo(db).count()).toBe(1);
  });

  it('keeps logins and e-mails unique ignoring case, and finds users by either', async () => {
    const users = usersRepo(db);
    const alice = await users.insert(user('Alice', { email: 'Alice@Example.com' }), T0);
    expect(typeof alice.id).toBe('number');
    expect(alice.created_at).toBe(T0);
    await expect(users.insert(user('ALICE', { email: 'other@example.com' }), T0)).rejects.toBeInstanceOf(
      NameTakenError,
    );
    await expect(users.insert(user('bob', { email: 'alice@example.COM' }), T0)).rejects.toBeInstanceOf(NameTakenError);
    expect((await users.byLogin('aLiCe'))?.id).toBe(alice.id);
    expect((await users.byLoginOrEmail('ALICE@example.com'))?.id).toBe(alice.id);
    expect(await users.insertFirst(user('carol'), T0)).toBeUndefined();
    const bob = await users.insert(user('bob'), T0 + 1);
    await expect(users.update(bob.id, { login: 'alice' })).rejects.toBeInstanceOf(NameTakenError);
    expect((await users.update(bob.id, { login: 'Robert', full_name: 'Bob' })).login).toBe('Robert');
    expect(await users.count()).toBe(2);
  });

  it('lists users by search, role and sort, ignoring case', async () => {
    const users = usersRepo(db);
    await users.insert(user('zed', { fullName: 'Zed Admin', isAdmin: true }), T0);
    await users.insert(user('Anna', { fullName: 'Anna Reader', maxStreamCreation: 0 }), T0 + 1);
    await users.insert(user('bert', { fullName: 'Bert 100%' }), T0 + 2);
    const page = (q: Parameters<typeof users.list>[0]) => users.list(q).then((rows) => rows.map((r) => r.login));
    expect(await page({ offset: 0, limit: 10 })).toEqual(['Anna', 'bert', 'zed']);
    expect(await page({ offset: 0, limit: 10, sortBy: 'createdTime', order: 'desc' })).toEqual(['bert', 'Anna', 'zed']);
    expect(await page({ offset: 0, limit: 10, search: 'READER' })).toEqual(['Anna']);
    expect(await page({ offset: 0, limit: 10, search: '%' })).toEqual(['bert']);
    expect(await page({ offset: 0, limit: 10, role: 'admin' })).toEqual(['zed']);
    expect(await page({ offset: 0, limit: 10, role: 'readOnly' })).toEqual(['Anna']);
    expect(await page({ offset: 1, limit: 1 })).toEqual(['bert']);
    expect(await users.countFound({ search: 'e' })).toBe(3);
    expect(await users.activeAdmins()).toBe(1);
  });

  it('keeps sessions and tokens, and deletes them with their user', async () => {
    const users = usersRepo(db);
    const sessions = sessionsRepo(db);
    const tokens = tokensRepo(db);
    const alice = await users.insert(user('alice'), T0);
    for (const [id, seen] of [
      ['s1', T0],
      ['s2', T0 + 5],
    ] as const) {
      await sessions.insert({
        id,
        secret_hash: `h-${id}`,
        user_id: alice.id,
        created_at: T0,
        last_seen_at: seen,
        last_proof_at: T0,
        user_agent: 'test',
        address: '127.0.0.1',
      });
    }
    expect((await sessions.bySecretHash('h-s1'))?.id).toBe('s1');
    expect((await sessions.listForUser(alice.id)).map((s) => s.id)).toEqual(['s2', 's1']);
    expect(await sessions.deleteOthers(alice.id, 's2')).toBe(1);
    await tokens.insert({
      id: 't1',
      secret_hash: 'th',
      user_id: alice.id,
      name: 'ci',
      expire_at: T0 + 86_400_000,
      created_at: T0,
      last_used_at: null,
    });
    await tokens.touch('t1', T0 + 7);
    expect((await tokens.bySecretHash('th'))?.last_used_at).toBe(T0 + 7);
    await users.delete(alice.id);
    expect(await sessions.listForUser(alice.id)).toEqual([]);
    expect(await tokens.listForUser(alice.id)).toEqual([]);
  });

  it('lists streams with their tags by the list filters, and grants', async () => {
    const streams = streamsRepo(db);
    const alice = await usersRepo(db).insert(user('alice'), T0);
    const add = (uid: string, name: string, tags: string[], status: 'running' | 'failed', at: number) =>
      streams.insert(stream(uid, name, tags, status, at), tags);
    await add('cam-1', 'beta gate', ['Yard', 'north'], 'running', T0);
    await add('cam-2', 'Alpha door', ['north'], 'failed', T0 + 1);
    await add('cam-3', 'gamma_50%', [], 'running', T0 + 2);
    const uids = async (filter: Partial<ListFilter>) =>
      (await streams.page({ ...everyStream, ...filter }, 0, 10)).rows.map((r) => r.uid);
    expect(await uids({})).toEqual(['cam-2', 'cam-1', 'cam-3']);
    expect(await uids({ sortType: 'date' })).toEqual(['cam-3', 'cam-2', 'cam-1']);
    expect(await uids({ sortType: 'status' })).toEqual(['cam-1', 'cam-3', 'cam-2']);
    expect(await uids({ onlyAvailable: true })).toEqual(['cam-1', 'cam-3']);
    expect(await uids({ searchingValues: ['ALPHA'] })).toEqual(['cam-2']);
    expect(await uids({ searchingValues: ['yard'] })).toEqual(['cam-1']);
    expect(await uids({ searchingValues: ['_50%'] })).toEqual(['cam-3']);
    expect(await uids({ searchingValues: ['north', 'gate'] })).toEqual(['cam-1']);
    expect(await uids({ nodeId: 'local' })).toEqual(['cam-2', 'cam-1', 'cam-3']);
    expect(await uids({ nodeId: 'elsewhere' })).toEqual([]);
    expect((await streams.page(everyStream, 1, 1)).total).toBe(3);

    const grouped = await streams.groupedPage(everyStream, 0, 10);
    expect(grouped.groups).toEqual([
      { tag: 'Yard', count: 1 },
      { tag: 'north', count: 2 },
      { tag: null, count: 1 },
    ]);
    expect(grouped.total).toBe(4);
    expect(grouped.rows.map((r) => [r.group_tag, r.uid])).toEqual([
      ['Yard', 'cam-1'],
      ['north', 'cam-2'],
      ['north', 'cam-1'],
      [null, 'cam-3'],
    ]);

    await streams.grant(alice.id, 'cam-1', 'view');
    await streams.grant(alice.id, 'cam-1', 'manage');
    expect(await streams.levelFor(alice.id, 'cam-1')).toBe('manage');
    expect(await uids({ viewerId: alice.id })).toEqual(['cam-1']);
    const permissions = permissionsRepo(db);
    await permissions.replaceForUser(alice.id, [
      { streamUid: 'cam-2', level: 'view' },
      { streamUid: 'cam-3', level: 'manage' },
    ]);
    expect((await permissions.forUser(alice.id)).map((p) => p.streamUid)).toEqual(['cam-2', 'cam-3']);
    await streams.update('cam-2', { name: 'Alpha door 2' }, ['south']);
    expect((await streams.groupedPage(everyStream, 0, 10)).groups.map((g) => g.tag)).toEqual([
      'Yard',
      'north',
      'south',
      null,
    ]);
    await streams.delete('cam-2');
    expect((await permissions.forUser(alice.id)).map((p) => p.streamUid)).toEqual(['cam-3']);
    expect(await streams.countAll()).toBe(2);
  });

  it('keeps mosaics with their tiles, visible to their owner or when shared', async () => {
    const users = usersRepo(db);
    const alice = await users.insert(user('alice'), T0);
    const bob = await users.insert(user('bob'), T0);
    await streamsRepo(db).insert(stream('cam-1', 'one', [], 'running', T0), []);
    const mosaics = mosaicsRepo(db);
    const tiles = [{ position: 0, streamUid: 'cam-1', columnSpan: 2, rowSpan: 1 }];
    await mosaics.insert('m1', alice.id, { name: 'Front Gate', isShared: false, columns: 2, rows: 2, tiles }, T0);
    await mosaics.insert('m2', alice.id, { name: 'Shared yard', isShared: true, columns: 1, rows: 1, tiles: [] }, T0);
    const names = async (viewer: { userId: number; isAdmin: boolean }, search?: string) =>
      (await mosaics.page(viewer, search, 0, 10)).rows.map((m) => m.name);
    expect(await names({ userId: bob.id, isAdmin: false })).toEqual(['Shared yard']);
    expect((await names({ userId: alice.id, isAdmin: false })).sort()).toEqual(['Front Gate', 'Shared yard']);
    expect(await names({ userId: bob.id, isAdmin: true }, 'GATE')).toEqual(['Front Gate']);
    expect((await mosaics.page({ userId: alice.id, isAdmin: false }, undefined, 0, 10)).total).toBe(2);
    expect((await mosaics.cellsOf(['m1'])).get('m1')?.map((c) => c.column_span)).toEqual([2]);
    expect((await mosaics.byId('m1'))?.owner).toBe('alice');
    await mosaics.replace('m1', { name: 'Gate', isShared: true, columns: 2, rows: 2, tiles: [] }, T0 + 1);
    expect((await mosaics.cellsOf(['m1'])).get('m1') ?? []).toEqual([]);
  });

  it('filters and pages the audit log, newest first, and prunes it', async () => {
    const audit = auditRepo(db);
    const entries = [
      { actor: 'Admin', action: 'user.create', target: 'bob', outcome: 'success' },
      { actor: 'admin', action: 'user.session.delete', target: 's1', outcome: 'success' },
      { actor: 'bob', action: 'stream.create', target: 'cam-1', outcome: 'failure' },
      { actor: null, action: 'system.start', target: null, outcome: 'success' },
    ] as const;
    for (const [i, e] of entries.entries()) {
      await audit.write({ ...e, address: '10.0.0.1', details: { n: i } }, T0 + i * 1000);
    }
    const actions = (rows: { action: string }[]) => rows.map((r) => r.action);
    expect(actions(await audit.page({}, 0, 10))).toEqual([
      'system.start',
      'stream.create',
      'user.session.delete',
      'user.create',
    ]);
    expect(actions(await audit.page({ actor: 'ADMIN' }, 0, 10))).toEqual(['user.session.delete', 'user.create']);
    expect(actions(await audit.page({ action: 'user.' }, 0, 10))).toEqual(['user.session.delete', 'user.create']);
    expect(actions(await audit.page({ action: 'user.session.' }, 0, 10))).toEqual(['user.session.delete']);
    expect(actions(await audit.page({ outcome: 'failure' }, 0, 10))).toEqual(['stream.create']);
    expect(
      actions(
        await audit.page({ from: new Date(T0 + 1000).toISOString(), to: new Date(T0 + 3000).toISOString() }, 0, 10),
      ),
    ).toEqual(['stream.create', 'user.session.delete']);
    expect(actions(await audit.page({}, 1, 2))).toEqual(['stream.create', 'user.session.delete']);
    expect(await audit.count({ actor: 'admin' })).toBe(2);
    const [newest] = await audit.page({}, 0, 1);
    if (!newest) throw new Error('no entry');
    expect(actions(await audit.after({}, { time: newest.time, id: newest.id }, 2))).toEqual([
      'stream.create',
      'user.session.delete',
    ]);
    expect(await audit.has('user.create', 'ADMIN', 'bob', T0)).toBe(true);
    expect(await audit.has('user.create', 'admin', 'bob', T0 + 1)).toBe(false);
    expect((await audit.latest(1))[0]?.details).toBe(JSON.stringify({ n: 3 }));
    expect(await audit.prune(T0 + 2000, 1)).toBe(2);
    expect(await audit.count({})).toBe(2);
  });

  it('keeps settings and statistics samples', async () => {
    const settings = settingsRepo(db);
    expect(await settings.get('configuration')).toBeNull();
    await settings.put('configuration', '{"a":1}', T0);
    await settings.put('configuration', '{"a":2}', T0 + 1);
    expect(await settings.get('configuration')).toBe('{"a":2}');
    await settings.remove('configuration');
    expect(await settings.get('configuration')).toBeNull();

    const stats = statsRepo(db, 'n1');
    const sample = (time: number, cpuPercent: number) => ({
      time,
      cpuPercent,
      memoryUsedBytes: 8e9,
      memoryTotalBytes: 16e9,
      load1: 0.5,
      diskUsedBytes: 5e11,
      diskFreeBytes: 1e12,
      archiveBytes: 3e10,
      networkInBps: null,
      networkOutBps: 1000,
      ffmpegProcesses: 2,
      streamsPending: 0,
      streamsRunning: 2,
      streamsPaused: 0,
      streamsFailed: 1,
      streamsIdle: 0,
      leases: 0,
      viewers: 1,
      sessions: 1,
      inputBitrate: 4e6,
    });
    await stats.put(10, sample(T0, 10));
    await stats.put(10, sample(T0 + 10_000, 20));
    await stats.put(10, sample(T0 + 10_000, 30));
    expect((await stats.between(10, T0)).map((s) => s.cpuPercent)).toEqual([10, 30]);
    expect((await stats.latest(10, T0 + 20_000))?.time).toBe(T0 + 10_000);
    expect(await stats.latestTime(10)).toBe(T0 + 10_000);
    await stats.prune(10, T0 + 1);
    expect((await stats.between(10, 0)).map((s) => s.time)).toEqual([T0 + 10_000]);
    // Each node has its own history, at the same times.
    const other = statsRepo(db, 'n2');
    await other.put(10, sample(T0 + 10_000, 70));
    expect((await other.between(10, 0)).map((s) => s.cpuPercent)).toEqual([70]);
    expect((await stats.between(10, 0)).map((s) => s.cpuPercent)).toEqual([30]);
  });

  it('never passes a stream limit, even with nodes adding streams at once', async () => {
    const streams = streamsRepo(db);
    const add = (uid: string, limits: { maxTotal?: number; maxByCreator?: number }) =>
      streams.insert({ ...stream(uid, uid, [], 'running', T0), created_by: null }, [], limits);
    // Ten at once, as ten requests on several nodes would: the lock lets exactly four in.
    const made = await Promise.all(Array.from({ length: 10 }, (_, i) => add(`s${i}`, { maxTotal: 4 })));
    expect(made.filter(Boolean)).toHaveLength(4);
    expect(await streams.countAll()).toBe(4);
    expect(await add('more', { maxTotal: 5, maxByCreator: 4 })).toBeNull();
    expect(await add('more', { maxTotal: 5 })).not.toBeNull();
  });

  it('keeps the nodes of a cluster: heartbeats, drain, streams per node', async () => {
    const nodes = nodesRepo(db);
    const beat = (id: string, now: number) =>
      nodes.beat({
        id,
        name: id.toUpperCase(),
        url: `http://${id}:8080`,
        version: '1',
        loadMilli: 250,
        startedAt: T0,
        now,
      });
    await beat('b', T0);
    await beat('a', T0 + 1);
    await beat('b', T0 + 5000);
    await nodes.setDrained('b', true);
    await beat('b', T0 + 10_000);
    expect((await nodes.list()).map((n) => [n.id, n.last_seen, n.drained, n.load_milli])).toEqual([
      ['a', T0 + 1, 0, 250],
      ['b', T0 + 10_000, 1, 250],
    ]);
    expect((await nodes.byId('a'))?.url).toBe('http://a:8080');
    await db
      .insertInto('streams')
      .values(
        ['s1', 's2', 's3'].map((uid, i) => ({ ...stream(uid, uid, [], 'running', T0), node_id: i < 2 ? 'a' : 'b' })),
      )
      .execute();
    expect([...(await nodes.streamCounts())].sort()).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
