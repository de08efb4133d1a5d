import fs from 'node:fs';
import type { ExportsRepo } from './repo';

const DAY = 86_400_000;

/**
 * How long packages are kept (docs/exports.md#keeping-packages): a finished export (done or failed)
 * goes with its package file and its clip links `keepDays` after it finished, unless an evidence
 * hold covers one of its items; then it stays while the hold does. Each node sweeps its own.
 */
export function createPackageKeeping(o: {
  repo: ExportsRepo;
  nodeId: string;
  keepDays: number;
  now: () => number;
  log: (message: string) => void;
}) {
  return {
    /** One sweep; answers how many exports went. */
    async run(): Promise<number> {
      const gone = await o.repo.expired(o.nodeId, o.now() - o.keepDays * DAY);
      // Rows first, then files: a crash in between leaves a file, never a row without its package.
      await o.repo.remove(gone.map((g) => g.id));
      for (const { file } of gone) if (file) await fs.promises.rm(file, { force: true });
      if (gone.length) o.log(`exports: ${gone.length} package(s) past ${o.keepDays} days removed`);
      return gone.length;
    },
  };
}
