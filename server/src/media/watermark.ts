import fs from 'node:fs/promises';
import { filterValue } from './sources';
import { startFfmpeg } from './run-ffmpeg';

/**
 * A clip with a watermark burned into its picture (docs/exports.md#the-watermark): one line of
 * text at the top (who exported it, the case) and the running UTC clock of the picture at the
 * bottom. The clip is re-encoded (H.264); the clock follows each piece of the clip, since a clip
 * runs the recorded parts back to back across the gaps between them.
 */

/** One contiguous piece of a clip: where it starts in the clip and when it was recorded. */
export interface ClockPiece {
  /** Seconds from the start of the clip. */
  clipStartSec: number;
  /** When its first picture was recorded, ms since the epoch. */
  wallStartMs: number;
}

/** Where each piece of a clip starts in it: the pieces' recorded lengths run back to back. */
export function clockPieces(parts: readonly (readonly { start_ms: number; duration_ms: number }[])[]): ClockPiece[] {
  const out: ClockPiece[] = [];
  let at = 0;
  for (const part of parts) {
    const first = part[0];
    if (!first) continue;
    out.push({ clipStartSec: at / 1000, wallStartMs: first.start_ms });
    at += part.reduce((sum, s) => sum + s.duration_ms, 0);
  }
  return out;
}

const seconds = (value: number) => Number(value.toFixed(3)).toString();

/**
 * The filter graph: the text line (never expanded: a case name is shown as typed), then one clock
 * per piece, each shown while its piece plays (the last one to the end).
 */
export function watermarkFilter(fontFile: string, text: string, pieces: readonly ClockPiece[]): string {
  const style =
    `fontfile=${filterValue(fontFile)}:fontsize=h/24+8:fontcolor=white:box=1:boxcolor=black@0.55:` +
    'boxborderw=6:borderw=1:bordercolor=black@0.8';
  const filters = [`drawtext=${style}:expansion=none:text=${filterValue(text)}:x=12:y=12`];
  pieces.forEach((piece, i) => {
    const offset = seconds(piece.wallStartMs / 1000 - piece.clipStartSec);
    const clock = `%{pts:gmtime:${offset}:%Y-%m-%d %H\\:%M\\:%S} UTC`;
    const next = pieces[i + 1];
    const from = i === 0 ? '' : `gte(t,${seconds(piece.clipStartSec)})`;
    const to = next ? `lt(t,${seconds(next.clipStartSec)})` : '';
    const when = [from, to].filter(Boolean).join('*');
    filters.push(
      `drawtext=${style}:text=${filterValue(clock)}:x=12:y=h-th-12${when ? `:enable=${filterValue(when)}` : ''}`,
    );
  });
  return filters.join(',');
}

/** Seconds of output written so far, from a line of ffmpeg's `-progress` output; null for other lines. */
export function progressSeconds(line: string): number | null {
  // out_time_us, and out_time_ms in builds that (wrongly) give microseconds under that name.
  const match = /^out_time_(?:us|ms)=(\d+)\s*$/.exec(line);
  return match ? Number(match[1]) / 1e6 : null;
}

/** Writes `output`: `input` re-encoded with the watermark; reports the fraction done as ffmpeg encodes. */
export async function burnWatermark(o: {
  bin: string;
  input: string;
  output: string;
  fontFile: string;
  text: string;
  pieces: readonly ClockPiece[];
  /** The clip's length, for the fraction done. */
  seconds: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
}): Promise<{ size: number }> {
  const child = startFfmpeg({
    bin: o.bin,
    args: [
      ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-protocol_whitelist', 'file'],
      ...['-i', o.input, '-map', '0:v:0', '-vf', watermarkFilter(o.fontFile, o.text, o.pieces)],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-progress', 'pipe:1', '-f', 'mp4', '-y', o.output],
    ],
    stdout: 'pipe',
    timeoutMs: o.timeoutMs,
    maxStderrBytes: 8 << 10,
    ...(o.signal ? { signal: o.signal } : {}),
  });
  let partial = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const done = progressSeconds(line);
      if (done !== null && o.seconds > 0) o.onProgress?.(Math.min(1, done / o.seconds));
    }
  });
  const result = await child.done;
  const size = (await fs.stat(o.output).catch(() => null))?.size ?? 0;
  if (result.code !== 0 || size === 0) {
    const why = result.aborted ? 'stopped' : result.timedOut ? 'timed out' : result.stderrTail.trim().slice(-300);
    throw new Error(`The watermark could not be burned in: ${why}`);
  }
  return { size };
}
