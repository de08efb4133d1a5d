import fs from 'node:fs';
import type { ExportsRepo } from './repo';
import { ExportFailure, buildPackage, workRoot, type PackageDeps } from './package';

export interface ExportRunner {
  /** Fails what this node was running when it stopped (`interrupted`), then runs what is queued. */
  start(): Promise<void>;
  /** Looks for queued work now. */
  kick(): void;
  /** Stops the running job (it fails, `interrupted`) and waits for it. */
  close(): Promise<void>;
}

/** Runs this node's queued exports in the background, one at a time, oldest first. */
export function createExportRunner(o: {
  repo: ExportsRepo;
  deps: PackageDeps;
  log: (message: string) => void;
}): ExportRunner {
  const { repo, deps } = o;
  let loop: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const abort = new AbortController();

  async function runOne(): Promise<boolean> {
    const row = await repo.nextQueued(deps.nodeId);
    if (!row) return false;
    await repo.running(row.id, deps.now());
    const items = (await repo.itemsOf([row.id])).get(row.id) ?? [];
    try {
      const made = await buildPackage(deps, row, items, abort.signal, async (fraction) => {
        await repo.progress(row.id, Math.min(999, Math.round(fraction * 1000)), deps.now());
      });
      await repo.done(row.id, made.file, made.size, deps.now());
    } catch (error) {
      const reason = error instanceof ExportFailure ? error.reason : 'clipFailed';
      o.log(`export ${row.id} failed: ${reason}`);
      await repo.failed(row.id, reason, deps.now());
    }
    return true;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        while (!closed && (await runOne()));
      } catch (error) {
        o.log(`exports: ${error instanceof Error ? error.message : String(error)}`);
      }
    } while (again && !closed);
    loop = null;
  }

  const kick = () => {
    if (closed) return;
    if (loop) again = true;
    else loop = drain();
  };

  return {
    async start() {
      await repo.interrupted(deps.nodeId, deps.now());
      // What a stopped job left half made goes with it.
      await fs.promises.rm(workRoot(deps.dataDir), { recursive: true, force: true });
      kick();
    },
    kick,
    async close() {
      closed = true;
      abort.abort();
      await loop;
    },
  };
}
