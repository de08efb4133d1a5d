import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterNode } from '../contract/schemas/cluster';
import type { Stream } from '../contract/schemas/stream';
import { ADMIN } from './helpers';
import { ffmpeg, waitFor } from './media-helpers';
import { startNode, unlockNode, type NodeProcess } from './support/cluster-node';
import { testVendor } from './support/license';
import { createPostgresDatabase } from './support/postgres';

/**
 * Three real server processes on localhost sharing one PostgreSQL: streams spread over them, a
 * killed node's streams run elsewhere within 30 s, drain hands a node's streams over, media asked
 * of the wrong node still plays.
 */
const vendor = testVendor();
const STREAMS = 6;
const TAKEOVER_MS = 30_000;
let nodes: Record<'a' | 'b' | 'c', NodeProcess>;
let mediaDir: string;
let token: string;

async function call<T = unknown>(node: NodeProcess, method: string, url: string, body?: object) {
  const res = await fetch(`${node.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
  };
}

const streamsOn = async (node: NodeProcess) =>
  (await call<{ items: Stream[] }>(node, 'GET', '/v1/streams?pageSize=100')).body.items;
const clusterNodes = async (node: NodeProcess) =>
  (await call<ClusterNode[]>(node, 'GET', '/v1/system/cluster/nodes')).body;

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cluster-media-'));
  // An H.264 file: the nodes record it by copying, so six streams cost little CPU.
  const made = await ffmpeg([
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10', '-t', '4'],
    ...['-c:v', 'libx264', '-g', '10', '-pix_fmt', 'yuv420p', path.join(mediaDir, 'clip.mp4')],
  ]);
  expect(made.code).toBe(0);
  const databaseUrl = await createPostgresDatabase();
  const common = { databaseUrl, licenseKeys: vendor.publicKey, mediaDir };
  const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((id) => startNode({ id, ...common })));
  nodes = { a: a!, b: b!, c: c! };
  const cookie = await unlockNode(a!.base, ADMIN);
  const made2 = await fetch(`${a!.base}/v1/token`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'cluster test' }),
  });
  token = ((await made2.json()) as { secret: string }).secret;
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(nodes ?? {}).map((n) => n.stop()));
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('a cluster of three nodes on one PostgreSQL', () => {
  it('refuses drain without the license, then spreads streams over the nodes once it is installed', async () => {
    const refused = await call<{ code: string }>(nodes.b, 'POST', '/v1/system/cluster/node/b/drain');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('EnterpriseOnly');
    expect((await call(nodes.a, 'PUT', '/v1/system/license', { text: vendor.license(Date.now(), 30) })).status).toBe(
      200,
    );
    // Every node reads the license the first one saved within a check.
    await waitFor(
      async () =>
        (await call<{ clusterEnabled: boolean }>(nodes.c, 'GET', '/v1/system/internal/ui/settings')).body
          .clusterEnabled,
      10_000,
      'the license on node c',
    );
    for (let i = 0; i < STREAMS; i += 1) {
      const made = await call(nodes.a, 'POST', '/v1/stream', {
        name: `Camera ${i}`,
        uid: `cam-${i}`,
        streamSource: `file://${path.join(mediaDir, 'clip.mp4')}`,
      });
      expect(made.status).toBe(200);
    }
    const spread = await waitFor(
      async () => {
        const items = await streamsOn(nodes.b);
        return items.every((s) => s.status === 'running') ? items : null;
      },
      30_000,
      'every stream running',
    );
    const perNode = new Map<string, number>();
    for (const s of spread!) perNode.set(s.node.id, (perNode.get(s.node.id) ?? 0) + 1);
    expect([...perNode.entries()].sort()).toEqual([
      ['a', 2],
      ['b', 2],
      ['c', 2],
    ]);
    const listed = await clusterNodes(nodes.a);
    expect(listed.map((n) => [n.id, n.available, n.drained, n.streamsCount, n.isCurrent])).toEqual([
      ['a', true, false, 2, true],
      ['b', true, false, 2, false],
      ['c', true, false, 2, false],
    ]);
    const ui = await call<{ id: string; url: string }[]>(nodes.b, 'GET', '/v1/system/internal/ui/nodes');
    expect(ui.body.map((n) => n.url).sort()).toEqual([nodes.a, nodes.b, nodes.c].map((n) => `${n.base}/ui/`).sort());
  }, 90_000);

  it('plays the live video and the recordings of a stream asked of a node that does not run it', async () => {
    const onC = (await streamsOn(nodes.a)).find((s) => s.node.id === 'c')!;
    const playlist = await call<string>(nodes.a, 'GET', `/v1/stream/${onC.uid}/live/index.m3u8`);
    expect(playlist.status).toBe(200);
    expect(playlist.body).toContain('#EXTINF');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.m4s'))!;
    const url = new URL(segment, `${nodes.b.base}/v1/stream/${onC.uid}/live/index.m3u8`);
    const media = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('video/iso.segment');
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const logs = await call<{ lines: { text: string }[] }>(nodes.b, 'GET', `/v1/stream/${onC.uid}/logs`);
    expect(logs.body.lines.some((l) => l.text.includes('ffmpeg started'))).toBe(true);
  }, 30_000);

  it("runs a killed node's streams on the others within 30 s, and lists that node as unavailable", async () => {
    const before = (await streamsOn(nodes.b)).filter((s) => s.node.id === 'a').map((s) => s.uid);
    expect(before).toHaveLength(2);
    const killed = Date.now();
    await nodes.a.kill();
    const moved = await waitFor(
      async () => {
        const items = (await streamsOn(nodes.b)).filter((s) => before.includes(s.uid));
        return items.every((s) => s.node.id !== 'a' && s.status === 'running') ? items : null;
      },
      TAKEOVER_MS + 5_000,
      "node a's streams running elsewhere",
    );
    expect(Date.now() - killed).toBeLessThan(TAKEOVER_MS);
    expect(moved!.map((s) => s.node.id).sort()).toEqual(['b', 'c']);
    const a = (await clusterNodes(nodes.c)).find((n) => n.id === 'a')!;
    expect(a).toMatchObject({ available: false, streamsCount: 0 });
  }, 60_000);

  it('drains a node: its streams move, its health says so, and the last node cannot be drained', async () => {
    const drained = await call<ClusterNode>(nodes.c, 'POST', '/v1/system/cluster/node/b/drain');
    expect(drained.status).toBe(200);
    expect(drained.body).toMatchObject({ id: 'b', drained: true });
    const health = await call<{ warnings: { code: string }[] }>(nodes.b, 'GET', '/v1/system/health');
    expect(health.body.warnings).toContainEqual({ code: 'CLUSTER_NODE_DRAINED' });
    await waitFor(
      async () => (await streamsOn(nodes.c)).every((s) => s.node.id === 'c' && s.status === 'running'),
      TAKEOVER_MS,
      'every stream on node c',
    );
    const last = await call<{ code: string; reason: string }>(nodes.b, 'POST', '/v1/system/cluster/node/c/drain');
    expect(last.status).toBe(400);
    expect(last.body).toMatchObject({ code: 'ActionNotAcceptable', reason: 'nodeLastUndrained' });
    const back = await call<ClusterNode>(nodes.b, 'POST', '/v1/system/cluster/node/b/undrain');
    expect(back.body).toMatchObject({ id: 'b', drained: false });
    const after = await call<{ warnings: { code: string }[] }>(nodes.b, 'GET', '/v1/system/health');
    expect(after.body.warnings).not.toContainEqual({ code: 'CLUSTER_NODE_DRAINED' });
  }, 60_000);

  it("lists a silent node's streams as on an unavailable node while no node may take them", async () => {
    // b drained, a dead: once c goes silent too, nobody may take its streams, and b's list says so.
    expect((await call(nodes.b, 'POST', '/v1/system/cluster/node/b/drain')).status).toBe(200);
    await nodes.c.kill();
    const listed = await waitFor(
      async () => {
        const items = await streamsOn(nodes.b);
        return items.every((s) => s.node.id === 'c' && !s.node.available) ? items : null;
      },
      TAKEOVER_MS,
      "c's streams listed on an unavailable node",
    );
    expect(listed).toHaveLength(STREAMS);
    expect((await clusterNodes(nodes.b)).map((n) => [n.id, n.available])).toEqual([
      ['b', true],
      ['a', false],
      ['c', false],
    ]);
  }, 60_000);
});
