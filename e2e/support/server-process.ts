import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/test/support/free-port';

export { freePort };

export interface ServerProcess {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second, fresh (locked) reference server in its own process, for specs that need one; on
 * `port` and `dataDir` when given (the same data again after a stop: a server that comes back).
 */
export async function startServerProcess(options: { port?: number; dataDir?: string } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const root = path.resolve(import.meta.dirname, '../..');
  const args = ['--import', 'tsx', 'e2e/support/serve.ts', String(port), ...(options.dataDir ? [options.dataDir] : [])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    // A fresh server for the init flow needs no demo streams (nor their backfill's CPU).
    env: { ...process.env, VIGIL_DEMO: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/v1/system/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the e2e server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
