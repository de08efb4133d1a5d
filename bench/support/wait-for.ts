import fs from 'node:fs';
import path from 'node:path';
import { dataDirOf } from '../../e2e/support/data-dir';

/** Checks once a second until `check` is true (a throw counts as not yet); throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Waits (at most 10 min) until the server on `port`, started on its e2e data folder, has backfilled its demo archive. */
export async function waitForDemoArchive(port: number): Promise<void> {
  const stateFile = path.join(dataDirOf(port), 'demo-state.json');
  console.log('waiting for the demo archive to be backfilled...');
  await waitFor(
    () => JSON.parse(fs.readFileSync(stateFile, 'utf8')).archive?.complete === true,
    600_000,
    'the demo archive',
  );
}
