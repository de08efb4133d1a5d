import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stream } from '../contract/schemas/stream';
import { ADMIN } from './helpers';
import { waitFor } from './media-helpers';
import { startNode, unlockNode, type NodeProcess } from './support/cluster-node';
import { testVendor } from './support/license';
import { createPostgresDatabase } from './support/postgres';
import { testViewer, type TestViewer } from './support/whep-client';

/**
 * Live over WebRTC on a cluster: two real server processes on one PostgreSQL; a player's WHEP
 * offer sent to the node that does not run the stream is answered by the node that does, and the
 * session it gives is ended through the same node (docs/cluster.md).
 */
const vendor = testVendor();
let nodes: NodeProcess[] = [];
let mediaDir: string;
let token: string;
const viewers: TestViewer[] = [];

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cluster-whep-'));
  const databaseUrl = await createPostgresDatabase();
  const common = { databaseUrl, licenseKeys: vendor.publicKey, mediaDir, env: { VIGIL_WEBRTC_HOSTS: '127.0.0.1' } };
  nodes = await Promise.all(['a', 'b'].map((id) => startNode({ id, ...common })));
  const cookie = await unlockNode(nodes[0]!.base, ADMIN);
  const made = await fetch(`${nodes[0]!.base}/v1/token`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'cluster test' }),
  });
  token = ((await made.json()) as { secret: string }).secret;
}, 120_000);

afterAll(async () => {
  await Promise.all(viewers.map((v) => v.close()));
  await Promise.all(nodes.map((n) => n.stop()));
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const call = (node: NodeProcess, method: string, url: string, init: { body?: string; type?: string } = {}) =>
  fetch(`${node.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(init.type ? { 'content-type': init.type } : {}) },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });

describe('WHEP on a cluster', () => {
  it('answers an offer sent to a node that does not run the stream, and ends its session through that node', async () => {
    const [a, b] = nodes as [NodeProcess, NodeProcess];
    expect(
      (
        await call(a, 'PUT', '/v1/system/license', {
          body: JSON.stringify({ text: vendor.license(Date.now(), 30) }),
          type: 'application/json',
        })
      ).status,
    ).toBe(200);
    const created = await call(a, 'POST', '/v1/stream', {
      body: JSON.stringify({ name: 'Gate', uid: 'cam-rtc', streamSource: 'demo://Gate' }),
      type: 'application/json',
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const running = await waitFor(
      async () => {
        const res = await call(b, 'GET', '/v1/stream/cam-rtc');
        const stream = (await res.json()) as Stream;
        return stream.status === 'running' ? stream : null;
      },
      30_000,
      'the stream running',
    );
    // Asked of the other node.
    const owner = nodes.find((n) => n.id === running!.node.id)!;
    const other = nodes.find((n) => n !== owner)!;

    const viewer = await testViewer();
    viewers.push(viewer);
    const answered = (await waitFor(
      async () => {
        const res = await call(other, 'POST', '/v1/stream/cam-rtc/live/whep', {
          body: viewer.offer,
          type: 'application/sdp',
        });
        // The owner's first picture may be a moment away.
        return res.status === 503 ? null : res;
      },
      15_000,
      'an answer',
    ))!;
    const sdp = await answered.text();
    expect(answered.status, sdp).toBe(201);
    expect(answered.headers.get('content-type')).toContain('application/sdp');
    const location = answered.headers.get('location')!;
    expect(location).toMatch(/^\/v1\/stream\/cam-rtc\/live\/whep\/[a-f0-9]{32}$/);
    expect(sdp).toMatch(/a=candidate:\S+ 1 udp \d+ 127\.0\.0\.1 \d+ typ host/);
    await viewer.accept(sdp);
    await waitFor(() => viewer.packets.length > 5, 10_000, 'RTP packets from the owner');

    // The session's URL works through the node that answered it.
    const patch = await call(other, 'PATCH', location);
    expect(patch.status).toBe(405);
    expect(((await patch.json()) as { code: string }).code).toBe('MethodNotAllowed');
    expect((await call(other, 'DELETE', location)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const count = viewer.packets.length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(viewer.packets.length).toBe(count);
    expect((await call(other, 'DELETE', location)).status).toBe(404);
    expect((await call(owner, 'DELETE', location)).status).toBe(404);
  }, 90_000);
});
