import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpeg } from '../server/src/media/ffmpeg-path';
import { startNode, unlockNode, type NodeProcess } from '../server/test/support/cluster-node';
import { startEmbeddedPostgres, type RunningPostgres } from '../server/test/support/embedded-postgres';
import { testVendor } from '../server/test/support/license';
import { createPostgresDatabase } from '../server/test/support/postgres';
import { expect, test } from './support/test';

/*
 * A cluster of two real nodes on one PostgreSQL (started here, beside the usual e2e server): an
 * administrator drains one from the cluster page and its own console shows the drained banner.
 */
const ADMIN = { login: 'chief', password: 'Wall-Monitor-2026', email: 'chief@vigil.test' };
const vendor = testVendor();
let postgres: RunningPostgres;
let nodes: NodeProcess[] = [];
let mediaDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-cluster-'));
  const clip = path.join(mediaDir, 'clip.mp4');
  const made = spawnSync((await resolveFfmpeg()).path, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10', '-t', '4'],
    ...['-c:v', 'libx264', '-g', '10', '-pix_fmt', 'yuv420p', clip],
  ]);
  expect(made.status).toBe(0);
  postgres = await startEmbeddedPostgres();
  const common = {
    databaseUrl: await createPostgresDatabase(postgres.url),
    licenseKeys: vendor.publicKey,
    mediaDir,
    consoleDir: path.resolve(process.env.VIGIL_CONSOLE_DIR ?? 'dist'),
  };
  nodes = await Promise.all(['a', 'b'].map((id) => startNode({ id, ...common })));
  const [a] = nodes;
  const cookie = await unlockNode(a!.base, ADMIN);
  const call = (method: string, url: string, body: object) =>
    fetch(`${a!.base}${url}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await call('PUT', '/v1/system/license', { text: vendor.license(Date.now(), 30) })).status).toBe(200);
  // Every node reads the license within a second; then two streams spread over the two nodes.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const name of ['Gate', 'Dock'])
    expect((await call('POST', '/v1/stream', { name, streamSource: `file://${clip}` })).status).toBe(200);
});

test.afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  await postgres?.stop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

test('an administrator drains a node from the cluster page and sees the banner on that node', async ({ page }) => {
  test.setTimeout(120_000);
  const [a, b] = nodes;
  // Both nodes are on 127.0.0.1: the session cookie and the shared database sign in on both.
  expect(
    (await page.request.post(`${a!.base}/v1/sign-in`, { data: { login: ADMIN.login, password: ADMIN.password } })).ok(),
  ).toBe(true);
  await page.goto(`${a!.base}/ui/administration/cluster`);
  const table = page.getByRole('main');
  const rowOf = (id: 'a' | 'b') => table.getByRole('row').filter({ hasText: nodes.find((n) => n.id === id)!.base });
  await expect(rowOf('b').getByText('Available')).toBeVisible();
  await expect(rowOf('b').getByRole('cell', { name: '1', exact: true })).toBeVisible();

  await rowOf('b').getByRole('button', { name: 'Drain b' }).click();
  const dialog = page.getByRole('dialog', { name: 'Drain b?' });
  await expect(dialog).toContainText('Its 1 stream moves to other nodes within 30 s');
  await dialog.getByRole('button', { name: 'Drain', exact: true }).click();
  await expect(rowOf('b').getByText('Drained')).toBeVisible();
  // Its stream runs on the other node within seconds.
  await expect(rowOf('a').getByRole('cell', { name: '2', exact: true })).toBeVisible({ timeout: 30_000 });
  // The last node that takes streams cannot be drained.
  await expect(rowOf('a').getByRole('button', { name: 'Drain a' })).toBeDisabled();

  // The drained node's own console says so, and the banner cannot be dismissed.
  await page.goto(`${b!.base}/ui/`);
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'This node is drained. Start the node to return to the cluster.' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: /close/i })).toHaveCount(0);

  // Undrain returns it, and the banner goes.
  await page.goto(`${b!.base}/ui/administration/cluster`);
  await rowOf('b').getByRole('button', { name: 'Undrain b' }).click();
  await page
    .getByRole('dialog', { name: 'Return b to the cluster?' })
    .getByRole('button', { name: 'Undrain', exact: true })
    .click();
  await expect(rowOf('b').getByText('Available')).toBeVisible();
  await expect(page.getByText('This node is drained.')).toHaveCount(0, { timeout: 20_000 });
});
