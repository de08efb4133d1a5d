import { PROBE_SERVER_TIMEOUT_MS } from '../../contract/endpoints';
import type { ErrorReason } from '../../contract/errors';
import type { ProbeReply } from '../../contract/schemas/stream';
import { AppError } from '../core/errors';
import type { FfmpegInfo } from './ffmpeg-path';
import { RECORDED_CODEC } from './hls-writer-args';
import { runFfmpeg, type RunResult } from './run-ffmpeg';
import { inputArgs, redactSource, stripCredentials, type DemoPicture, type ValidSource } from './sources';

const MAX_REASON = 300;
const MAX_JPEG_BYTES = 4 << 20;

/**
 * Reads what ffmpeg says about its first input (the "Input #0" block of stderr at
 * log level info); null when there is no such block (the input never opened).
 */
export function parseInputDescription(stderr: string): ProbeReply | null {
  const lines = stderr.split(/\r\n|\r|\n/);
  const start = lines.findIndex((line) => /^Input #0,/.test(line));
  if (start < 0) return null;
  const reply: ProbeReply = { codecs: [], width: null, height: null, frameRate: null, bitrate: null };
  let streamBits = 0;
  for (const line of lines.slice(start + 1)) {
    if (/^(Input #\d|Output #\d|Stream mapping:|Press \[q\])/.test(line.trimStart()) && !/^\s/.test(line)) break;
    const total = /^\s+Duration: .*\bbitrate: (\d+) kb\/s/.exec(line);
    if (total) reply.bitrate = Number(total[1]) * 1000;
    const stream = /^\s+Stream #0:\d+\S*: (Video|Audio): ([A-Za-z0-9_]+)(.*)$/.exec(line);
    if (!stream) continue;
    const [, type, codec, rest = ''] = stream;
    reply.codecs.push(codec!);
    const bits = /, (\d+) kb\/s/.exec(rest);
    if (bits) streamBits += Number(bits[1]) * 1000;
    if (type !== 'Video' || reply.width !== null) continue;
    const size = /, (\d+)x(\d+)\b/.exec(rest);
    if (size) {
      reply.width = Number(size[1]);
      reply.height = Number(size[2]);
    }
    const rate = /, ([\d.]+)(k?) (?:fps|tbr)\b/.exec(rest);
    if (rate) reply.frameRate = Math.round(Number(rate[1]) * (rate[2] ? 1000 : 1) * 1000) / 1000;
  }
  if (reply.bitrate === null && streamBits > 0) reply.bitrate = streamBits;
  return reply;
}

/** The one line that says why the source could not be read: no URL, no credentials, at most 300 characters. */
export function failureReason(result: RunResult, source: ValidSource, url: string, timeoutMs: number): string {
  if (result.timedOut)
    return `Cannot read the source: it did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`;
  const lines = result.stderrTail
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^\[[^\]]*@ ?0x[0-9a-f]+\]\s*/i, '').trim())
    .filter((line) => line && !/^(frame=|size=|video:|Press \[q\])/.test(line));
  let reason =
    lines.at(-1) ?? `ffmpeg ended with ${result.code === null ? `signal ${result.signal}` : `code ${result.code}`}`;
  for (const form of new Set([url, source.input, redactSource(url), redactSource(source.input)]))
    if (form) reason = reason.split(form).join('the source');
  reason = stripCredentials(stripCredentials(reason, url), source.input).replace(/^the source:\s*/, '');
  reason = `Cannot read the source: ${reason}`;
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason;
}

export interface ProbeOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The URL as the user gave it (for removing it and its credentials from messages); default: the source's input. */
  url?: string;
  /** The picture the recorder draws demo:// sources at (MediaControl.demoPicture). */
  demo?: DemoPicture;
}

/**
 * ffmpeg's words for the common failures, most telling first. Case-sensitive and tied to
 * ffmpeg's phrases, so "Protocol not found" or a segment numbered 404 are not taken for them.
 */
const READ_FAILURES: [RegExp, ErrorReason][] = [
  [/Server returned 40[13]|\b401 Unauthorized\b|\b403 Forbidden\b/, 'probeUnauthorized'],
  [/Server returned 404|\b404 Not Found\b|No such file or directory/, 'probeNotFound'],
  [/Connection refused/, 'probeRefused'],
  [
    /Failed to resolve hostname|Name or service not known|Temporary failure in name resolution|No address associated with hostname/,
    'probeHostUnknown',
  ],
  [/Connection timed out|Operation timed out/, 'probeTimeout'],
];

/**
 * Why a source could not be read, in one word, from all ffmpeg said (the last line alone is
 * often a plain "Input/output error" after the line that tells why). Only the word leaves the
 * server, so the text it reads may still hold the URL.
 */
export function readFailureOf(result: Pick<RunResult, 'timedOut' | 'stderrTail'>): ErrorReason {
  if (result.timedOut) return 'probeTimeout';
  return READ_FAILURES.find(([words]) => words.test(result.stderrTail))?.[1] ?? 'probeUnreadable';
}

/** The ProbeError of a run that could not read the source: its one line, and its reason. */
function readError(result: RunResult, source: ValidSource, url: string, timeoutMs: number): AppError {
  return new AppError('ProbeError', failureReason(result, source, url, timeoutMs), { reason: readFailureOf(result) });
}

function ioTimeout(timeoutMs: number): number {
  return Math.max(1000, Math.min(10_000, timeoutMs));
}

/**
 * A source as its stream records it. Cameras, files and URLs are reported as they come: H.264 is
 * recorded as it is (copied), anything else is encoded at its own size and frame rate. A demo
 * source's frames are drawn raw by the recorder itself (at the picture the probe read them at,
 * given the same demo picture) and encoded: its recording is H.264 at that size and rate, of a
 * bitrate not known in advance.
 */
export function asRecorded(source: ValidSource, input: ProbeReply): ProbeReply {
  return source.kind === 'demo' ? { ...input, codecs: [RECORDED_CODEC], bitrate: null } : input;
}

/**
 * Codecs, picture size, frame rate and bitrate of a source as its stream records it (`asRecorded`);
 * AppError ProbeError when it cannot be read.
 */
export async function probeSource(ffmpeg: FfmpegInfo, source: ValidSource, options: ProbeOptions = {}) {
  const { timeoutMs = PROBE_SERVER_TIMEOUT_MS, url = source.input, demo } = options;
  const args = [
    ...inputArgs(source, ffmpeg, { loglevel: 'info', realtime: false, ioTimeoutMs: ioTimeout(timeoutMs), demo }),
    ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy', '-t', '0.5', '-f', 'null', '-'],
  ];
  const result = await runFfmpeg({
    bin: ffmpeg.path,
    args,
    timeoutMs,
    maxStderrBytes: 32 << 10,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const reply = result.timedOut || result.aborted ? null : parseInputDescription(result.stderrTail);
  if (!reply) throw readError(result, source, url, timeoutMs);
  return asRecorded(source, reply);
}

/** Whether a buffer is one whole JPEG image. */
export function isJpeg(data: Buffer | undefined): data is Buffer {
  return (
    !!data && data.length > 4 && data[0] === 0xff && data[1] === 0xd8 && data.at(-2) === 0xff && data.at(-1) === 0xd9
  );
}

/** One JPEG frame of the source, at most 640 pixels wide; AppError ProbeError when it cannot be read. */
export async function previewSource(ffmpeg: FfmpegInfo, source: ValidSource, options: ProbeOptions = {}) {
  const { timeoutMs = PROBE_SERVER_TIMEOUT_MS, url = source.input, demo } = options;
  const args = [
    ...inputArgs(source, ffmpeg, { loglevel: 'error', realtime: false, ioTimeoutMs: ioTimeout(timeoutMs), demo }),
    ...['-map', '0:v:0', '-an', '-frames:v', '1', '-vf', "scale=w='min(640,iw)':h=-2"],
    ...['-f', 'image2', '-c:v', 'mjpeg', '-q:v', '4', 'pipe:1'],
  ];
  const result = await runFfmpeg({
    bin: ffmpeg.path,
    args,
    timeoutMs,
    stdout: 'buffer',
    maxStdoutBytes: MAX_JPEG_BYTES,
    maxStderrBytes: 16 << 10,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (result.code === 0 && !result.stdoutOverflow && isJpeg(result.stdout)) return result.stdout;
  if (result.code === 0 && !result.timedOut && !result.aborted)
    throw new AppError('ProbeError', 'Cannot read the source: it has no video picture', { reason: 'probeNoVideo' });
  throw readError(result, source, url, timeoutMs);
}
