import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runFfmpeg } from './run-ffmpeg';
import type { InputCapabilities } from './sources';

/** The ffmpeg the server runs, and what it can do. */
export interface FfmpegInfo extends InputCapabilities {
  path: string;
  /** From `ffmpeg -version`, e.g. "5.1.6" or "N-47683-g0e8eb07980-static" (the npm build). */
  version: string;
  /** Where it came from: VIGIL_FFMPEG, PATH or the npm package. */
  origin: 'VIGIL_FFMPEG' | 'PATH' | 'npm';
}

export interface FfmpegEnv {
  VIGIL_FFMPEG?: string | undefined;
}

function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` in the directories of a PATH value; empty and relative entries are skipped. */
export function findOnPath(name: string, pathEnv: string): string | null {
  for (const dir of pathEnv.split(path.delimiter)) {
    if (!dir || !path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

async function npmFfmpeg(): Promise<string> {
  try {
    const mod = await import('@ffmpeg-installer/ffmpeg');
    const found = (mod as { default?: { path?: unknown } }).default?.path ?? (mod as { path?: unknown }).path;
    if (typeof found === 'string' && isExecutableFile(found)) return found;
    throw new Error(`${String(found)} is not executable`);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `No ffmpeg found: VIGIL_FFMPEG is unset, none is on PATH, and @ffmpeg-installer/ffmpeg failed (${why})`,
    );
  }
}

/** Where ffmpeg is, in the order docs/configuration.md gives: VIGIL_FFMPEG, then PATH, then the npm package. */
export async function locateFfmpeg(
  env: FfmpegEnv = process.env,
  pathEnv: string = process.env.PATH ?? '',
): Promise<{ path: string; origin: FfmpegInfo['origin'] }> {
  const configured = env.VIGIL_FFMPEG?.trim();
  if (configured) {
    const file = path.resolve(configured);
    if (!isExecutableFile(file))
      throw new Error(`VIGIL_FFMPEG is set to "${configured}", which is not an executable file`);
    return { path: file, origin: 'VIGIL_FFMPEG' };
  }
  const onPath = findOnPath(process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg', pathEnv);
  if (onPath) return { path: onPath, origin: 'PATH' };
  return { path: await npmFfmpeg(), origin: 'npm' };
}

/** The TTF font the demo overlay uses (from the dejavu-fonts-ttf package), or null when it is missing. */
export function demoFontFile(): string | null {
  try {
    const file = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** The version word of `ffmpeg -version`'s first line. */
export function parseVersion(text: string): string {
  return /^\S*\s*version\s+(\S+)/m.exec(text)?.[1] ?? 'unknown';
}

/** Whether `ffmpeg -filters` lists a filter. */
export function hasFilter(filtersText: string, name: string): boolean {
  return new RegExp(`^\\s*\\S+\\s+${name}\\s`, 'm').test(filtersText);
}

/** Which option sets the RTSP socket time-out, from `ffmpeg -h demuxer=rtsp`. */
export function rtspTimeoutOption(helpText: string): 'stimeout' | 'timeout' {
  return /^\s*-stimeout\s/m.test(helpText) ? 'stimeout' : 'timeout';
}

/** Runs the binary a few times to learn its version and abilities. */
export async function detectCapabilities(bin: string): Promise<Omit<FfmpegInfo, 'origin'>> {
  const ask = async (args: string[]) => {
    const result = await runFfmpeg({ bin, args: ['-hide_banner', ...args], timeoutMs: 10_000, stdout: 'buffer' });
    return `${result.stdout?.toString('utf8') ?? ''}\n${result.stderrTail}`;
  };
  const [version, filters, rtsp] = await Promise.all([
    ask(['-version']),
    ask(['-filters']),
    ask(['-h', 'demuxer=rtsp']),
  ]);
  if (!/version/.test(version)) throw new Error(`${bin} does not look like ffmpeg (no version in "ffmpeg -version")`);
  const fontFile = demoFontFile();
  return {
    path: bin,
    version: parseVersion(version),
    hasDrawtext: hasFilter(filters, 'drawtext') && fontFile !== null,
    fontFile,
    rtspTimeoutOption: rtspTimeoutOption(rtsp),
  };
}

const cache = new Map<string, Promise<FfmpegInfo>>();

/**
 * Finds ffmpeg and learns what it can do, once per (VIGIL_FFMPEG, PATH):
 * later calls answer from the cache. Rejects with a clear message when
 * VIGIL_FFMPEG is not an executable, or no ffmpeg can be found at all.
 */
export function resolveFfmpeg(
  env: FfmpegEnv = process.env,
  pathEnv: string = process.env.PATH ?? '',
): Promise<FfmpegInfo> {
  const key = `${env.VIGIL_FFMPEG ?? ''}\0${pathEnv}`;
  let found = cache.get(key);
  if (!found) {
    found = (async () => {
      const located = await locateFfmpeg(env, pathEnv);
      return { ...(await detectCapabilities(located.path)), origin: located.origin };
    })();
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}
