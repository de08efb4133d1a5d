import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killOrphanRecorders } from '../../src/media/reconcile';
import { freePort } from './free-port';

export interface NodeProcess {
  id: string;
  base: string;
  dir: string;
  /** Ends the node as a machine's death would: SIGKILL, and its recorders with it. */
  kill(): Promise<void>;
  /** Stops the node as an operator would (SIGTERM), and removes its data folder. */
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * One node of a test cluster: the real server (`server/src/main.ts`) in its own process, on its
 * own data folder and port, on the shared PostgreSQL database `databaseUrl`.
 */
export async function startNode(o: {
  id: string;
  databaseUrl: string;
  licenseKeys: string;
  mediaDir: string;
  /** The built console it serves under /ui/ (none by default). */
  consoleDir?: string;
  /** More of the node's environment (VIGIL_WEBRTC_HOSTS…). */
  env?: Record<string, string>;
}): Promise<NodeProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vigil-node-${o.id}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      VIGIL_DATA: dir,
      VIGIL_PORT: String(port),
      VIGIL_HOST: '127.0.0.1',
      VIGIL_DATABASE_URL: o.databaseUrl,
      VIGIL_NODE_ID: o.id,
      VIGIL_NODE_URL: base,
      VIGIL_DEMO: '0',
      VIGIL_LICENSE_KEYS: o.licenseKeys,
      VIGIL_MEDIA: o.mediaDir,
      VIGIL_LOG_LEVEL: 'warn',
      VIGIL_CONSOLE_DIR: o.consoleDir ?? path.join(dir, 'no-console'),
      ...o.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${base}/v1/system/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`node ${o.id} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const remove = () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  return {
    id: o.id,
    base,
    dir,
    async kill() {
      child.kill('SIGKILL');
      await exited;
      await killOrphanRecorders(path.join(dir, 'media'));
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await killOrphanRecorders(path.join(dir, 'media'));
      remove();
    },
  };
}

/** Creates the first administrator on a fresh node over HTTP; answers the session cookie. */
export async function unlockNode(base: string, account: { login: string; password: string; email: string }) {
  const res = await fetch(`${base}/v1/system/unlock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`unlock: HTTP ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
