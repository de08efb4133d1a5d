import fs from 'node:fs/promises';
import path from 'node:path';
import type { SubStreamRun } from './sub-stream-run';

/**
 * A recorder run's low-resolution rendition, made only while someone watches it: started by the
 * first ask for its playlist, stopped (its ffmpeg and its folder gone) once nobody asked for
 * `idleMs`, and for good when its run ends. A small tile asks every segment or so; a wall of
 * large tiles, a single player or an unwatched stream costs no second encoder.
 */
export class LowResRendition {
  private run: SubStreamRun | null = null;
  private stopping: Promise<void> | null = null;
  private closed = false;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    /** The rendition's folder (`<run>-low`). */
    private readonly dir: string,
    private readonly start: () => SubStreamRun,
    private readonly idleMs: number,
  ) {}

  /** The folder's name, as the segment route serves it. */
  get folder(): string {
    return path.basename(this.dir);
  }

  /**
   * Someone wants the rendition: it runs (started now if it did not) for `idleMs` more. False while
   * it cannot (stopping, or its run has ended): the caller asks again.
   */
  ask(): boolean {
    if (this.closed || this.stopping) return false;
    this.run ??= this.start();
    clearTimeout(this.idle);
    this.idle = setTimeout(() => void this.stop(), this.idleMs);
    this.idle.unref();
    return true;
  }

  /** Its run ended: stops it and never starts it again. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  private stop(): Promise<void> {
    clearTimeout(this.idle);
    const run = this.run;
    this.run = null;
    this.stopping ??= (async () => {
      await run?.stop();
      await fs.rm(this.dir, { recursive: true, force: true }).catch(() => undefined);
    })().finally(() => (this.stopping = null));
    return this.stopping;
  }
}
