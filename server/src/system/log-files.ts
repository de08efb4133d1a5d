import fs from 'node:fs';
import path from 'node:path';

export const LOG_FILE = 'server.log';

/**
 * The server's log files in one folder: `server.log` takes the lines; once it would pass `maxBytes`
 * it becomes `server.log.1` (the older ones move up by one) and a new one starts; at most `keep`
 * files stay. Lines are gathered and written once per turn of the event loop, so a burst of
 * lines is one write. A failing disk never stops the server: the lines are dropped.
 */
export class LogFiles {
  private fd: number | null = null;
  private size = 0;
  private pending: string[] = [];
  private scheduled = false;

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
    private readonly keep: number,
  ) {}

  write(text: string): void {
    this.pending.push(text);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Writes what is gathered now. */
  flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const chunk = this.pending.join('');
    this.pending = [];
    try {
      this.open();
      const bytes = Buffer.byteLength(chunk);
      if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
      fs.writeSync(this.fd as number, chunk);
      this.size += bytes;
    } catch {
      this.closeFile();
    }
  }

  /** The files, oldest first (each one whole: for a download). */
  files(): string[] {
    const names = [LOG_FILE, ...Array.from({ length: this.keep - 1 }, (_, i) => `${LOG_FILE}.${i + 1}`)];
    return names
      .reverse()
      .map((name) => path.join(this.dir, name))
      .filter((file) => fs.existsSync(file));
  }

  close(): void {
    this.flush();
    this.closeFile();
  }

  private open(): void {
    if (this.fd !== null) return;
    fs.mkdirSync(this.dir, { recursive: true });
    this.fd = fs.openSync(path.join(this.dir, LOG_FILE), 'a');
    this.size = fs.fstatSync(this.fd).size;
  }

  private rotate(): void {
    this.closeFile();
    const file = (i: number) => path.join(this.dir, i === 0 ? LOG_FILE : `${LOG_FILE}.${i}`);
    fs.rmSync(file(this.keep - 1), { force: true });
    for (let i = this.keep - 2; i >= 0; i -= 1) if (fs.existsSync(file(i))) fs.renameSync(file(i), file(i + 1));
    this.open();
  }

  private closeFile(): void {
    if (this.fd === null) return;
    try {
      fs.closeSync(this.fd);
    } catch {
      /* already closed */
    }
    this.fd = null;
  }
}
