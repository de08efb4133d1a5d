import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

/**
 * Runs ffmpeg (or any binary) from an argument array, never through a shell
 * (docs/security.md, INPUT-2). A time-out or an abort sends SIGTERM, then SIGKILL
 * 2 s later, to the child's whole process group; the promise settles only once
 * the child is gone, so no process is left behind.
 */
export interface RunOptions {
  bin: string;
  args: readonly string[];
  /** Give up after this long; 0 or Infinity: never (a supervised recorder). */
  timeoutMs: number;
  /** buffer: collect stdout (bounded); pipe: the caller reads `stdout`; ignore (default). */
  stdout?: 'buffer' | 'pipe' | 'ignore';
  /** Above this much stdout in buffer mode, the child is stopped and `stdoutOverflow` is set. */
  maxStdoutBytes?: number;
  /** How much of stderr's end to keep. */
  maxStderrBytes?: number;
  signal?: AbortSignal;
  /** Each complete stderr line, as it comes (for a stream's log). */
  onStderrLine?: (line: string) => void;
  /** A fourth pipe (file descriptor 3, ffmpeg's `pipe:3`) the caller reads as `fd3`. */
  fd3?: boolean;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout?: Buffer;
  stdoutOverflow?: boolean;
  stderrTail: string;
  timedOut: boolean;
  aborted: boolean;
}

export interface FfmpegProcess {
  pid: number;
  /** Set with `stdout: 'pipe'`. */
  stdout: Readable | null;
  /** Set with `fd3`. */
  fd3: Readable | null;
  /** Settles once the child has exited. */
  done: Promise<RunResult>;
  /** SIGTERM, then SIGKILL after the grace time. */
  stop(): void;
}

export const KILL_GRACE_MS = 2000;
const running = new Map<number, FfmpegProcess>();
let exitHookInstalled = false;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of running.keys()) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });
}

/** Starts the child; `runFfmpeg` is the same, awaited. Rejects `done` when the binary cannot be started. */
export function startFfmpeg(options: RunOptions): FfmpegProcess {
  const { bin, args, timeoutMs, stdout = 'ignore', maxStdoutBytes = 16 << 20, maxStderrBytes = 64 << 10 } = options;
  installExitHook();
  const child = spawn(bin, [...args], {
    stdio: ['ignore', stdout === 'ignore' ? 'ignore' : 'pipe', 'pipe', ...(options.fd3 ? (['pipe'] as const) : [])],
    shell: false,
    // Its own process group, so that a stop reaches anything it started.
    detached: true,
    windowsHide: true,
  });
  let timedOut = false;
  let aborted = false;
  let stdoutOverflow = false;
  let killTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  const stop = () => {
    if (stopping || child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    signalGroup(child, 'SIGTERM');
    killTimer = setTimeout(() => signalGroup(child, 'SIGKILL'), KILL_GRACE_MS);
  };

  let stderr = '';
  let partial = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk;
    if (stderr.length > maxStderrBytes * 2) stderr = stderr.slice(-maxStderrBytes);
    if (options.onStderrLine) {
      const lines = (partial + chunk).split(/\r\n|\r|\n/);
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) options.onStderrLine(line);
    }
  });
  const chunks: Buffer[] = [];
  let stdoutBytes = 0;
  if (stdout === 'buffer') {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdoutBytes) {
        stdoutOverflow = true;
        stop();
      } else chunks.push(chunk);
    });
  }

  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          stop();
        }, timeoutMs)
      : undefined;
  const onAbort = () => {
    aborted = true;
    stop();
  };
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });

  const done = new Promise<RunResult>((resolve, reject) => {
    child.on('error', (error) => {
      // After a successful spawn (a failed kill), 'close' still comes and settles.
      if (child.pid !== undefined) return;
      cleanup();
      reject(error);
    });
    child.once('close', (code, signal) => {
      cleanup();
      // The leader is gone; make sure nothing it started outlives it.
      if (stopping && child.pid !== undefined) signalGroup(child, 'SIGKILL');
      if (partial.trim()) options.onStderrLine?.(partial);
      resolve({
        code,
        signal,
        ...(stdout === 'buffer' ? { stdout: Buffer.concat(chunks), stdoutOverflow } : {}),
        stderrTail: stderr.slice(-maxStderrBytes),
        timedOut,
        aborted,
      });
    });
  });
  const cleanup = () => {
    clearTimeout(timer);
    clearTimeout(killTimer);
    options.signal?.removeEventListener('abort', onAbort);
    if (child.pid !== undefined) running.delete(child.pid);
  };

  const handle: FfmpegProcess = {
    pid: child.pid ?? -1,
    stdout: stdout === 'pipe' ? child.stdout : null,
    fd3: options.fd3 ? ((child.stdio[3] as Readable | null | undefined) ?? null) : null,
    done,
    stop,
  };
  if (child.pid !== undefined) running.set(child.pid, handle);
  return handle;
}

/** Runs the child to its end (or its time-out) and reports how it went. */
export function runFfmpeg(options: RunOptions): Promise<RunResult> {
  return startFfmpeg(options).done;
}

/** How many children are running now. */
export function runningChildren(): number {
  return running.size;
}

/** Stops every child started here (server shutdown); resolves once all are gone. */
export async function killAllChildren(): Promise<void> {
  const all = [...running.values()];
  for (const child of all) child.stop();
  await Promise.allSettled(all.map((child) => child.done));
}
