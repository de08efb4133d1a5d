import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process';
import { videoTime, waitForPlaying } from './support/player';
import { expect, test } from './support/test';

const ADMIN = { login: 'root', password: 'Back-Again-2026', email: 'root@vigil.test' };
/** While the server stops and is away the browser logs its refused requests (and the 503 of a server closing): expected here, and only here. */
const AWAY = /net::ERR_CONNECTION_REFUSED|net::ERR_EMPTY_RESPONSE|net::ERR_CONNECTION_RESET|status of 503/;

test('live video comes back by itself within 5 s of a server that was stopped for 10 s; meanwhile the status is unknown and one notice below the header says so', async ({
  page,
  expectedConsoleErrors,
}) => {
  test.setTimeout(240_000);
  expectedConsoleErrors.push(AWAY);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-reconnect-'));
  const port = await freePort();
  let server: ServerProcess | null = await startServerProcess({ port, dataDir });
  try {
    const base = server.baseURL;
    expect((await page.request.post(`${base}/v1/system/unlock`, { data: ADMIN })).ok()).toBe(true);
    const created = await page.request.post(`${base}/v1/stream`, {
      data: { name: 'Door', streamSource: 'demo://Door', archive: { isEnable: false } },
    });
    expect(created.ok()).toBe(true);
    const { uid } = (await created.json()) as { uid: string };

    await page.goto(`${base}/ui/stream/${uid}/view`);
    const video = page.getByLabel('Video', { exact: true });
    await waitForPlaying(video);

    // The page's later parts (calendar, download) have loaded: the server goes away under a settled page.
    await expect(page.getByRole('button', { name: /download/i }).first()).toBeVisible({ timeout: 20_000 });
    // The stream says Running once its first whole segment is recorded, which can come after the
    // first picture (played from the segment's parts): the last status known before the stop is Running.
    await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: 20_000 });
    await server.stop();
    server = null;
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting to the stream' })).toBeVisible({
      timeout: 20_000,
    });
    // The status is not known while the server is away: the last one known is said with its age.
    await expect(page.getByText('Status unknown')).toBeVisible();
    await expect(page.getByText(/^last known: Running, \d+ seconds? ago$/)).toBeVisible();
    await expect(page.getByText('Running', { exact: true })).toHaveCount(0);
    // One notice says the server is away, below the header: its add button and user menu stay clear.
    const notice = page.getByRole('alert').filter({ hasText: 'Server is not responding' });
    await expect(notice).toHaveCount(1);
    const clear = async () => {
      const box = (await notice.boundingBox())!;
      for (const control of [
        page.getByRole('banner').getByRole('link', { name: 'Add stream' }),
        page.getByRole('banner').getByRole('button', { name: 'User menu' }),
      ]) {
        const c = (await control.boundingBox())!;
        const overlaps =
          box.x < c.x + c.width && c.x < box.x + box.width && box.y < c.y + c.height && c.y < box.y + box.height;
        expect(overlaps, 'the notice covers a header control').toBe(false);
      }
    };
    await clear();
    // It stays up, said once, all the time the server is away (not gone and back every few seconds).
    for (let waited = 0; waited < 10_000; waited += 2_000) {
      await page.waitForTimeout(2_000);
      await expect(notice).toHaveCount(1, { timeout: 100 });
      await expect(notice).toBeVisible({ timeout: 100 });
    }
    await clear();
    // Nothing says the stream failed: only that the player is reconnecting.
    await expect(page.getByText('The video could not be played')).toHaveCount(0);

    server = await startServerProcess({ port, dataDir });
    const back = Date.now();
    await waitForPlaying(video);
    const before = await videoTime(video);
    await expect.poll(() => videoTime(video), { timeout: 5_000 }).toBeGreaterThan(before);
    expect(Date.now() - back).toBeLessThan(5_000 + 1_000);
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting to the stream' })).toHaveCount(0);
    // The server answers: the status is known again and the notice has gone.
    await expect(page.getByText('Running', { exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);
  } finally {
    await page.goto('about:blank');
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
