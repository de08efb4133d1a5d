import type { ServerLogLevel, SystemLogsQuery, SystemLogsReply } from '../../contract/schemas/system';
import { LogRing } from '../media/log-ring';
import { LogFiles } from './log-files';
import { levelAtLeast, recordLine } from './log-record';

/** How many of its newest lines the server keeps in memory for the server-debug page. */
export const SERVER_LOG_WINDOW = 5000;

export interface ServerLog {
  /** pino's destination: each JSON line goes to the window, the files and the echo. */
  readonly destination: { write(chunk: string): void };
  readonly files: LogFiles;
  /** The window's lines after the cursor, narrowed by level and text. */
  read(query: SystemLogsQuery): SystemLogsReply;
  /** Writes what is pending and closes the file; later lines reach only the window and the echo. */
  close(): void;
}

export interface ServerLogOptions {
  dir: string;
  fileBytes: number;
  fileCount: number;
  /** Also written here as they come (standard output, or a test's stream); null: nowhere else. */
  echo: NodeJS.WritableStream | null;
}

/** The server's own log: a window in memory (always, tests included) and rotated files in `dir`. */
export function createServerLog({ dir, fileBytes, fileCount, echo }: ServerLogOptions): ServerLog {
  // Numbered from the clock in microseconds: a console polling across a restart sees the new lines as newer.
  const ring = new LogRing<ServerLogLevel>(SERVER_LOG_WINDOW, Date.now, Date.now() * 1000);
  const files = new LogFiles(dir, fileBytes, fileCount);
  let closed = false;
  return {
    files,
    destination: {
      write(chunk) {
        echo?.write(chunk);
        if (!closed) files.write(chunk);
        for (const json of chunk.split('\n')) {
          const line = json.trim() ? recordLine(json) : null;
          if (line) ring.push(line.level, line.text, undefined, line.time);
        }
      },
    },
    read({ since, limit = 200, level, search }) {
      const needle = search?.toLowerCase();
      const { lines, cursor } = ring.read(
        since,
        limit,
        (l) => (!level || levelAtLeast(l.level, level)) && (!needle || l.text.toLowerCase().includes(needle)),
      );
      return {
        lines: lines.map((l) => ({ seq: l.seq, time: new Date(l.time).toISOString(), level: l.level, text: l.text })),
        cursor,
      };
    },
    close() {
      closed = true;
      files.close();
    },
  };
}
