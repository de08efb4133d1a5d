import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorReason } from '../../contract/errors';
import { objectFilter, sceneBackground } from './demo-scene';
import { liveClockFilters } from './time-code';
import { DEFAULT_MEDIA_OPTIONS } from './media-options';

/**
 * Stream sources: which URLs may reach ffmpeg (docs/security.md, INPUT-1), how they are
 * shown in logs (item 32), and the ffmpeg input arguments for each kind (item 18).
 * Pure, apart from resolving a file: source inside the media folder.
 */
export type SourceKind = 'rtsp' | 'rtmp' | 'http' | 'hls' | 'mjpeg' | 'file' | 'demo';

export interface ValidSource {
  ok: true;
  kind: SourceKind;
  /** What ffmpeg opens: the URL as given; for file: `file:` and the real path; for demo: the label's URL. */
  input: string;
  /** demo: the label drawn on the picture; file: the file name. */
  label?: string;
}
/** A source's check: valid, or refused with a reason (for the console) and its English message. */
export type SourceCheck = ValidSource | { ok: false; reason: ErrorReason; message: string };

export const MAX_SOURCE_LENGTH = 2048;
const NETWORK_SCHEMES: Record<string, SourceKind> = {
  rtsp: 'rtsp',
  rtsps: 'rtsp',
  rtmp: 'rtmp',
  rtmps: 'rtmp',
  http: 'http',
  https: 'http',
};
const FFMPEG_ONLY = ['concat', 'subfile', 'data', 'pipe', 'crypto', 'async', 'cache', 'tee', 'udp', 'tcp', 'unix'];
/** Video containers a file: source may be; playlists and scripts (m3u8, ffconcat, sdp) could open other files. */
const FILE_EXTENSIONS = /\.(mp4|m4v|mov|mkv|webm|ts|m2ts|mts|flv|avi|mpg|mpeg|h264|264|h265|hevc|mjpeg|mjpg)$/i;
/** Demuxers a file: source may use (a second fence behind the extension check). */
export const FILE_FORMATS = 'mov,mp4,matroska,webm,mpegts,flv,avi,mpeg,h264,hevc,mjpeg';
/** `&` is allowed only between key=value pairs of a query string (`?user=a&pwd=b`). */
const SHELL_CHARACTERS = /[;|$`<>\\]/;
const NOT_PLAIN = 'A file:// source must be a plain path, without "..", "?" or "#".';
const NOT_VIDEO = 'A file:// source must be a video file (such as .mp4 or .mkv).';
const DEMO_LABEL = /^[\p{L}\p{M}\p{N} ._-]{1,64}$/u;

const refuse = (reason: ErrorReason, message: string): SourceCheck => ({ ok: false, reason, message });

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function hasDotDotSegment(pathPart: string): boolean {
  const decoded = safeDecode(pathPart) ?? pathPart;
  return [pathPart, decoded].some((p) => p.split(/[/\\]/).includes('..'));
}

/** The checks every source passes before anything else looks at it. */
function generalRefusal(url: string): SourceCheck | null {
  if (url.length === 0) return refuse('sourceEmpty', 'The source URL is empty.');
  if (url.length > MAX_SOURCE_LENGTH)
    return refuse('sourceTooLong', `The source URL is longer than ${MAX_SOURCE_LENGTH} characters.`);
  if (url.startsWith('-')) return refuse('sourceLeadingDash', 'The source URL must not start with "-".');
  if (/[\s\p{Cc}\p{Cf}]/u.test(url))
    return refuse('sourceSpaces', 'The source URL must not contain spaces, line breaks or control characters.');
  if (SHELL_CHARACTERS.test(url))
    return refuse(
      'sourceShellCharacters',
      'The source URL must not contain shell characters such as ; | $ ` < > or \\.',
    );
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0]! : '';
  const beforeQuery = url.split(/[?#]/)[0]!;
  if (beforeQuery.includes('&') || !/^[^&]*(&[A-Za-z0-9_.~%-]+=[^&]*)*$/.test(query))
    return refuse('sourceAmpersand', 'The source URL may use "&" only between parameters of its query string.');
  return null;
}

/** Checks a source URL against the allow-list; the reason of a refusal is plain English for the client. */
export function validateSource(url: string, mediaDir: string | null): SourceCheck {
  const general = generalRefusal(url);
  if (general) return general;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
  if (!scheme) return refuse('sourceNoScheme', 'The source URL must start with a scheme such as rtsp://.');
  if (FFMPEG_ONLY.includes(scheme)) return refuse('sourceSchemeNotAllowed', `"${scheme}:" sources are not allowed.`);
  if (!url.startsWith(`${scheme}://`)) return refuse('sourceForm', 'The source URL must have the form scheme://...');
  if (scheme === 'demo') return demoSource(url);
  if (scheme === 'file') return fileSource(url, mediaDir);
  const kind = NETWORK_SCHEMES[scheme];
  if (!kind)
    return refuse(
      'sourceSchemeNotAllowed',
      'Only rtsp://, rtsps://, rtmp://, rtmps://, http://, https://, file:// and demo:// are allowed.',
    );
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('sourceUnparsable', 'The source URL cannot be parsed.');
  }
  if (!parsed.hostname) return refuse('sourceNoHost', 'The source URL has no host.');
  const rawPath = url
    .slice(scheme.length + 3)
    .replace(/^[^/?#]*/, '')
    .split(/[?#]/)[0]!;
  if (hasDotDotSegment(rawPath)) return refuse('sourceDotDot', 'The source URL must not contain ".." path segments.');
  if (kind !== 'http') return { ok: true, kind, input: url };
  const lowerPath = parsed.pathname.toLowerCase();
  if (lowerPath.endsWith('.m3u8')) return { ok: true, kind: 'hls', input: url };
  if (/\.(mjpg|mjpeg)$/.test(lowerPath) || /(^|[^a-z])mjpe?g([^a-z]|$)/i.test(parsed.pathname + parsed.search))
    return { ok: true, kind: 'mjpeg', input: url };
  return { ok: true, kind: 'http', input: url };
}

function demoSource(url: string): SourceCheck {
  const label = safeDecode(url.slice('demo://'.length));
  if (label === null || !DEMO_LABEL.test(label))
    return refuse('demoLabel', 'A demo:// label is 1 to 64 letters, digits, spaces, dashes, underscores or dots.');
  return { ok: true, kind: 'demo', input: url, label };
}

function fileSource(url: string, mediaDir: string | null): SourceCheck {
  if (!mediaDir)
    return refuse('fileSourcesDisabled', 'file:// sources are disabled: the server has no media folder (VIGIL_MEDIA).');
  const rawPath = url.slice('file://'.length);
  if (!rawPath.startsWith('/'))
    return refuse('fileNotAbsolute', 'A file:// source must be an absolute path, as in file:///media/a.mp4.');
  if (/[?#]/.test(rawPath) || hasDotDotSegment(rawPath)) return refuse('filePlainPath', NOT_PLAIN);
  if (!FILE_EXTENSIONS.test(rawPath)) return refuse('fileNotVideo', NOT_VIDEO);
  let real: string;
  let folder: string;
  let asked: string;
  try {
    folder = fs.realpathSync(mediaDir);
  } catch {
    return refuse('mediaFolderMissing', 'The media folder does not exist.');
  }
  try {
    asked = path.resolve(fileURLToPath(url));
  } catch {
    return refuse('filePlainPath', NOT_PLAIN);
  }
  // Outside the folder as written: refused before the disk is asked, so no answer tells whether a file exists there.
  const outside = () => refuse('fileOutsideMedia', 'A file:// source must be inside the media folder.');
  const within = (file: string, dir: string) => file.startsWith(dir + path.sep);
  if (!within(asked, path.resolve(mediaDir)) && !within(asked, folder)) return outside();
  try {
    real = fs.realpathSync(asked);
  } catch {
    return refuse('fileMissing', 'The file does not exist in the media folder.');
  }
  if (!within(real, folder)) return outside();
  if (!fs.statSync(real).isFile()) return refuse('fileNotRegular', 'A file:// source must be a regular file.');
  if (!FILE_EXTENSIONS.test(real)) return refuse('fileNotVideo', NOT_VIDEO);
  return { ok: true, kind: 'file', input: `file:${real}`, label: path.basename(real) };
}

const SECRET_PARAMS =
  /([?&](?:password|passwd|pass|pwd|token|access_token|auth|secret|key|api_key|apikey|sig|signature)=)([^&#]*)/gi;

/** The user-info part of a URL as ffmpeg reads it: everything before the last '@' of the authority. */
function userInfo(url: string): { start: number; end: number } | null {
  const match = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url);
  if (!match) return null;
  const start = match[0].length;
  const authorityEnd = url.slice(start).search(/[/?#]/);
  const authority = authorityEnd < 0 ? url.slice(start) : url.slice(start, start + authorityEnd);
  const at = authority.lastIndexOf('@');
  return at < 0 ? null : { start, end: start + at };
}

/** The URL with its password (user-info and query secrets) replaced by `***`, for logs and non-admin output. */
export function redactSource(url: string): string {
  let out = url;
  const info = userInfo(out);
  if (info) {
    const colon = out.slice(info.start, info.end).indexOf(':');
    if (colon >= 0) out = `${out.slice(0, info.start + colon + 1)}***${out.slice(info.end)}`;
  }
  return out.replace(SECRET_PARAMS, (_, key: string, value: string) => (value ? `${key}***` : key));
}

/** The secrets a URL carries, as written and percent-decoded. */
export function sourceSecrets(url: string): string[] {
  const secrets = new Set<string>();
  const info = userInfo(url);
  if (info) {
    const user = url.slice(info.start, info.end);
    const colon = user.indexOf(':');
    if (colon >= 0) secrets.add(user.slice(colon + 1));
  }
  for (const match of url.matchAll(SECRET_PARAMS)) secrets.add(match[2]!);
  for (const secret of [...secrets]) secrets.add(safeDecode(secret) ?? secret);
  secrets.delete('');
  return [...secrets].sort((a, b) => b.length - a.length);
}

/** Removes the URL's credentials from any text (ffmpeg's stderr echoes the URL). */
export function stripCredentials(text: string, url: string): string {
  let out = url ? text.split(url).join(redactSource(url)) : text;
  for (const secret of sourceSecrets(url)) out = out.split(secret).join('***');
  return out;
}

/** What `inputArgs` needs to know about the ffmpeg build (see `resolveFfmpeg`). */
export interface InputCapabilities {
  hasDrawtext: boolean;
  /** TTF file for drawtext; null: no overlay. */
  fontFile: string | null;
  /** The RTSP socket time-out option: `stimeout` up to ffmpeg 4 (where `timeout` means "listen"), `timeout` from 5. */
  rtspTimeoutOption: 'stimeout' | 'timeout';
}

/** The picture a demo:// source is drawn at: the recorder's (MediaOptions.demo), and so the probe's and the preview's. */
export interface DemoPicture {
  width: number;
  height: number;
  fps: number;
}

export type LogLevel = 'quiet' | 'panic' | 'fatal' | 'error' | 'warning' | 'info' | 'verbose' | 'debug';

export interface InputOptions {
  loglevel?: LogLevel;
  /** Read file: and demo: sources at their own pace (`-re`); false for probes and faster-than-real-time work. */
  realtime?: boolean;
  /** Network read and connect time-out. */
  ioTimeoutMs?: number;
  /** The demo picture; default: the recorder's default. */
  demo?: DemoPicture;
}

const WHITELISTS: Record<SourceKind, string> = {
  rtsp: 'rtsp,rtp,udp,tcp,tls,srtp',
  rtmp: 'rtmp,rtmps,tcp,tls',
  http: 'http,https,tcp,tls',
  mjpeg: 'http,https,tcp,tls',
  hls: 'http,https,tcp,tls,crypto',
  file: 'file',
  // lavfi opens no URL; `none` matches no protocol, so nothing can be opened.
  demo: 'none',
};

/** Escapes a value for a filter option inside a filtergraph (both of ffmpeg's escaping levels). */
export function filterValue(value: string): string {
  const level1 = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return level1.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

/**
 * The lavfi graph of a demo source: a still room where something moves part of the time
 * (demo-scene.ts), with the machine-readable live clock across its middle (time-code.ts: the
 * wall clock in hundredths of a second, for latency readings), the label and a running wall clock.
 */
export function demoGraph(label: string, caps: InputCapabilities, size: DemoPicture) {
  const { width, height, fps } = size;
  const clock = liveClockFilters(width, height, fps, [objectFilter(width, height)]);
  const pattern = `${sceneBackground(width, height, fps)},${clock}`;
  if (!caps.hasDrawtext || !caps.fontFile) return pattern;
  const fontsize = Math.max(12, Math.round(size.height / 14));
  const style = `fontfile=${filterValue(caps.fontFile)}:fontsize=${fontsize}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=${Math.round(fontsize / 4)}`;
  const title = `drawtext=${style}:expansion=none:text=${filterValue(label)}:x=${fontsize}:y=${Math.round(fontsize * 1.6)}`;
  const time = `drawtext=${style}:text=${filterValue('%{localtime:%Y-%m-%d %H\\:%M\\:%S}')}:x=${fontsize}:y=h-th-${fontsize}`;
  return `${pattern},${title},${time}`;
}

/**
 * The ffmpeg arguments up to and including `-i <input>` for a validated source: an
 * array of single arguments (never a shell string), with a protocol whitelist and time-outs.
 */
export function inputArgs(source: ValidSource, caps: InputCapabilities, options: InputOptions = {}): string[] {
  const { loglevel = 'warning', realtime = true, ioTimeoutMs = 10_000 } = options;
  const us = String(Math.max(1, Math.round(ioTimeoutMs * 1000)));
  const args = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', loglevel];
  args.push('-protocol_whitelist', WHITELISTS[source.kind]);
  switch (source.kind) {
    case 'rtsp':
      args.push('-rtsp_transport', 'tcp', `-${caps.rtspTimeoutOption}`, us);
      break;
    case 'rtmp':
    case 'http':
    case 'mjpeg':
    case 'hls':
      args.push('-rw_timeout', us);
      break;
    case 'file':
      args.push('-format_whitelist', FILE_FORMATS, '-stream_loop', '-1', ...(realtime ? ['-re'] : []));
      break;
    case 'demo': {
      const graph = demoGraph(source.label ?? 'Demo', caps, options.demo ?? DEFAULT_MEDIA_OPTIONS.demo);
      return [...args, ...(realtime ? ['-re'] : []), '-f', 'lavfi', '-i', graph];
    }
  }
  return [...args, '-i', source.input];
}
