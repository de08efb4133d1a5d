import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { objectFilter, sceneBackground } from '../src/media/demo-scene';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClockFilters } from '../src/media/time-code';
import { DEFAULT_MEDIA_OPTIONS } from '../src/media/media-options';
import {
  demoGraph,
  filterValue,
  inputArgs,
  redactSource,
  stripCredentials,
  validateSource,
  type InputCapabilities,
  type ValidSource,
} from '../src/media/sources';

let root: string;
let media: string;
beforeAll(() => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-sources-')));
  media = path.join(root, 'media');
  fs.mkdirSync(path.join(media, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(media, 'clip.mp4'), 'x');
  fs.writeFileSync(path.join(media, 'sub', 'a b.mkv'), 'x');
  fs.writeFileSync(path.join(media, 'list.m3u8'), '#EXTM3U');
  fs.writeFileSync(path.join(root, 'secret.mp4'), 'x');
  fs.symlinkSync(path.join(root, 'secret.mp4'), path.join(media, 'escape.mp4'));
  fs.symlinkSync(path.join(media, 'clip.mp4'), path.join(media, 'alias.mp4'));
  fs.mkdirSync(path.join(media, 'folder.mp4'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const accept = (url: string) => {
  const result = validateSource(url, media);
  if (!result.ok) throw new Error(`${url} refused: ${result.message}`);
  return result;
};
const refusal = (url: string, mediaDir: string | null = media) => {
  const result = validateSource(url, mediaDir);
  if (result.ok) throw new Error(`${url} accepted`);
  return result;
};
const reason = (url: string, mediaDir: string | null = media) => refusal(url, mediaDir).message;

describe('validateSource accepts', () => {
  it.each([
    ['rtsp://cam.local:554/stream1', 'rtsp'],
    ['rtsps://user:pa%40ss@10.0.0.5/live', 'rtsp'],
    ['rtmp://live.example.com/app/key', 'rtmp'],
    ['rtmps://live.example.com/app/key', 'rtmp'],
    ['http://cam/video.cgi', 'http'],
    ['https://cdn.example.com/live/index.m3u8', 'hls'],
    ['https://cdn.example.com/live/index.M3U8?token=abc', 'hls'],
    ['http://cam/video.mjpg', 'mjpeg'],
    ['http://cam/axis-cgi/mjpeg/video.cgi?fps=10', 'mjpeg'],
    ['http://cam/videostream.cgi?user=admin&pwd=secret', 'http'],
    ['demo://Lobby', 'demo'],
  ] as const)('%s as %s', (url, kind) => {
    const result = accept(url);
    expect(result.kind).toBe(kind);
    expect(result.input).toBe(url);
  });

  it('demo labels: percent-decoded, letters of any script, digits, space, dash, underscore, dot', () => {
    expect(accept('demo://Probe%20test').label).toBe('Probe test');
    expect(accept('demo://%D0%92%D1%85%D0%BE%D0%B4_2.a-b').label).toBe('Вход_2.a-b');
    expect(accept(`demo://${'x'.repeat(64)}`).label).toHaveLength(64);
  });

  it('file: inside the media folder, as its real path, symlinks resolved', () => {
    expect(accept(`file://${media}/clip.mp4`)).toEqual({
      ok: true,
      kind: 'file',
      input: `file:${media}/clip.mp4`,
      label: 'clip.mp4',
    });
    expect(accept(`file://${media}/sub/a%20b.mkv`).input).toBe(`file:${media}/sub/a b.mkv`);
    expect(accept(`file://${media}/alias.mp4`).input).toBe(`file:${media}/clip.mp4`);
  });
});

describe('validateSource refuses unsafe sources', () => {
  it.each([
    ['file: outside the media folder', () => `file://${root}/secret.mp4`, /inside the media folder/],
    ['file: escaping through a symlink', () => `file://${media}/escape.mp4`, /inside the media folder/],
    ['file: with ..', () => `file://${media}/../secret.mp4`, /\.\./],
    ['file: with encoded ..', () => `file://${media}/%2e%2e/secret.mp4`, /\.\./],
    ['file: that does not exist', () => `file://${media}/none.mp4`, /does not exist/],
    ['file: that is a folder', () => `file://${media}/folder.mp4`, /regular file/],
    ['file: that is a playlist', () => `file://${media}/list.m3u8`, /video file/],
    ['file: with a host', () => 'file://server/media/clip.mp4', /absolute path/],
    ['/etc/passwd as file:', () => 'file:///etc/passwd', /video file/],
    ['concat:', () => 'concat:/a.mp4|/b.mp4', /shell|not allowed/],
    ['concat: without a pipe', () => 'concat:/etc/passwd', /"concat:" sources are not allowed/],
    ['subfile:', () => 'subfile,,start,0,end,0,,:/etc/passwd', /scheme/],
    ['subfile: plain', () => 'subfile:/etc/passwd', /"subfile:" sources are not allowed/],
    ['data:', () => 'data:text/plain,hello', /"data:" sources are not allowed/],
    ['pipe:', () => 'pipe:0', /"pipe:" sources are not allowed/],
    ['crypto:', () => 'crypto:http://x/y', /"crypto:" sources are not allowed/],
    ['a leading dash', () => '-i /etc/passwd', /start with "-"/],
    ['a leading dash option', () => '-filter_complex', /start with "-"/],
    [';rm -rf', () => 'rtsp://cam/x;rm -rf /', /spaces|shell/],
    ['; without spaces', () => 'rtsp://cam/x;reboot', /shell/],
    ['$(...)', () => 'rtsp://cam/$(reboot)', /shell/],
    ['backticks', () => 'rtsp://cam/`reboot`', /shell/],
    ['a pipe', () => 'rtsp://cam/x|reboot', /shell/],
    ['redirection', () => 'rtsp://cam/x>out', /shell/],
    ['a backslash', () => 'rtsp://cam/x\\y', /shell/],
    ['&& in a path', () => 'rtsp://cam/x&&reboot', /&/],
    ['&& in a query', () => 'http://cam/x?a=1&&reboot', /&/],
    ['a newline', () => 'rtsp://cam/x\nreboot', /line breaks/],
    ['a carriage return', () => 'rtsp://cam/x\r', /line breaks/],
    ['a NUL', () => 'rtsp://cam/x\0', /control/],
    ['a space', () => 'rtsp://cam/a b', /spaces/],
    ['a zero-width space', () => 'rtsp://cam/a\u200bb', /control/],
    ['.. in a network path', () => 'http://cam/a/../b.m3u8', /\.\./],
    ['encoded .. in a network path', () => 'rtsp://cam/a/%2E%2E/b', /\.\./],
    ['an empty host', () => 'rtsp:///stream', /host/],
    ['an empty http host', () => 'http://:80/x', /host|parsed/],
    ['too long', () => `http://cam/${'a'.repeat(2048)}`, /longer than 2048/],
    ['empty', () => '', /empty/],
    ['an unknown scheme', () => 'ftp://host/a.mp4', /Only rtsp/],
    ['an upper-case scheme', () => 'FILE:///etc/passwd', /scheme/],
    ['no //', () => 'rtsp:cam/x', /scheme:\/\//],
    ['a demo label with a colon', () => 'demo://a:b', /demo/],
    ['a demo label with a quote', () => "demo://a'b", /demo/],
    ['a demo label with a slash', () => 'demo://a/b', /demo/],
    ['an empty demo label', () => 'demo://', /demo/],
    ['a too long demo label', () => `demo://${'x'.repeat(65)}`, /demo/],
  ])('%s', (_, url, why) => {
    expect(reason(url())).toMatch(why);
  });

  it('refuses every file: source when there is no media folder', () => {
    expect(reason('file:///tmp/a.mp4', null)).toMatch(/VIGIL_MEDIA/);
  });

  it.each([
    ['', 'sourceEmpty'],
    [`http://cam/${'a'.repeat(2048)}`, 'sourceTooLong'],
    ['-i /etc/passwd', 'sourceLeadingDash'],
    ['rtsp://cam/a b', 'sourceSpaces'],
    ['rtsp://cam/x;reboot', 'sourceShellCharacters'],
    ['rtsp://cam/x&&reboot', 'sourceAmpersand'],
    ['//cam/x', 'sourceNoScheme'],
    ['pipe:0', 'sourceSchemeNotAllowed'],
    ['ftp://host/a.mp4', 'sourceSchemeNotAllowed'],
    ['rtsp:cam/x', 'sourceForm'],
    ['http://[cam/x', 'sourceUnparsable'],
    ['rtsp:///stream', 'sourceNoHost'],
    ['rtsp://cam/a/%2E%2E/b', 'sourceDotDot'],
    ['demo://a:b', 'demoLabel'],
    ['file://server/media/clip.mp4', 'fileNotAbsolute'],
    ['file:///media/a.mp4?x', 'filePlainPath'],
    ['file:///etc/passwd', 'fileNotVideo'],
    ['file:///none.mp4', 'fileMissing'],
    ['file:///secret.mp4', 'fileOutsideMedia'],
    ['file:///folder.mp4', 'fileNotRegular'],
  ] as const)('names the reason of %j: %s', (url, code) => {
    const real = url
      .replace(/^file:\/\/\/(none|folder)/, `file://${media}/$1`)
      .replace(/^file:\/\/\/secret/, `file://${root}/secret`);
    expect(refusal(real).reason).toBe(code);
  });

  it('refuses a file outside the media folder before asking the disk, so it tells nothing of what is there', () => {
    expect(refusal(`file://${root}/secret.mp4`).reason).toBe('fileOutsideMedia');
    expect(refusal(`file://${root}/no-such-file.mp4`).reason).toBe('fileOutsideMedia');
    expect(refusal(`file://${media}/no-such-file.mp4`).reason).toBe('fileMissing');
  });

  it('names the reason of a file: source with no media folder, or one that is gone', () => {
    expect(refusal('file:///tmp/a.mp4', null).reason).toBe('fileSourcesDisabled');
    expect(refusal('file:///tmp/a.mp4', path.join(root, 'gone')).reason).toBe('mediaFolderMissing');
  });
});

describe('redaction', () => {
  it('hides the user-info password', () => {
    expect(redactSource('rtsp://admin:s3cret@cam:554/live')).toBe('rtsp://admin:***@cam:554/live');
    expect(redactSource('rtsp://admin:p@ss@cam/live')).toBe('rtsp://admin:***@cam/live');
    expect(redactSource('rtsp://admin@cam/live')).toBe('rtsp://admin@cam/live');
    expect(redactSource('rtsp://cam/live?user=a')).toBe('rtsp://cam/live?user=a');
  });

  it('hides secrets in the query string', () => {
    expect(redactSource('http://cam/v.cgi?user=admin&pwd=hunter2&fps=5')).toBe(
      'http://cam/v.cgi?user=admin&pwd=***&fps=5',
    );
    expect(redactSource('http://cam/v?password=a&pass=b&token=c&PWD=d')).toBe(
      'http://cam/v?password=***&pass=***&token=***&PWD=***',
    );
  });

  it('strips the password from ffmpeg output in every form it may take', () => {
    const url = 'rtsp://admin:p%40ss1@cam/live?token=t0k3n';
    const stderr = `${url}: 401 Unauthorized\nauth p@ss1 and p%40ss1 and t0k3n`;
    const out = stripCredentials(stderr, url);
    for (const secret of ['p@ss1', 'p%40ss1', 't0k3n']) expect(out).not.toContain(secret);
    expect(out).toContain('rtsp://admin:***@cam/live?token=***: 401 Unauthorized');
  });
});

const caps: InputCapabilities = {
  hasDrawtext: true,
  fontFile: '/fonts/DejaVu Sans.ttf',
  rtspTimeoutOption: 'stimeout',
};
const valueAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('inputArgs', () => {
  const sources: ValidSource[] = [
    { ok: true, kind: 'rtsp', input: 'rtsp://a:b@cam/x' },
    { ok: true, kind: 'rtmp', input: 'rtmp://host/app/key' },
    { ok: true, kind: 'http', input: 'http://cam/v.cgi?a=1&b=2' },
    { ok: true, kind: 'mjpeg', input: 'http://cam/v.mjpg' },
    { ok: true, kind: 'hls', input: 'https://cdn/x.m3u8' },
    { ok: true, kind: 'file', input: '/media/clip.mp4', label: 'clip.mp4' },
    { ok: true, kind: 'demo', input: 'demo://Lobby', label: 'Lobby' },
  ];

  it.each(sources.map((s) => [s.kind, s] as const))(
    '%s: one argument per element, a whitelist, the input last',
    (_, s) => {
      const args = inputArgs(s, caps);
      expect(args.slice(0, 5)).toEqual(['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'warning']);
      const whitelist = valueAfter(args, '-protocol_whitelist')?.split(',') ?? [];
      expect(whitelist.length).toBeGreaterThan(0);
      for (const protocol of ['pipe', 'data', 'concat', 'subfile', ...(s.kind === 'file' ? [] : ['file'])])
        expect(whitelist).not.toContain(protocol);
      expect(args.at(-2)).toBe('-i');
      if (s.kind !== 'demo') expect(args.at(-1)).toBe(s.input);
      for (const arg of args.slice(0, -1)) expect(arg).not.toMatch(/\s/);
      expect(args.filter((a) => a === '-i')).toHaveLength(1);
    },
  );

  it('rtsp uses TCP and the socket time-out option of the build', () => {
    const rtsp = sources[0]!;
    const old = inputArgs(rtsp, caps, { ioTimeoutMs: 5000 });
    expect(valueAfter(old, '-rtsp_transport')).toBe('tcp');
    expect(valueAfter(old, '-stimeout')).toBe('5000000');
    expect(old).not.toContain('-timeout');
    expect(valueAfter(old, '-protocol_whitelist')).toBe('rtsp,rtp,udp,tcp,tls,srtp');
    const current = inputArgs(rtsp, { ...caps, rtspTimeoutOption: 'timeout' }, { ioTimeoutMs: 5000 });
    expect(valueAfter(current, '-timeout')).toBe('5000000');
  });

  it('network kinds time out reads; hls cannot reach file:', () => {
    for (const s of sources.slice(1, 5)) expect(valueAfter(inputArgs(s, caps), '-rw_timeout')).toBe('10000000');
    expect(valueAfter(inputArgs(sources[4]!, caps), '-protocol_whitelist')).toBe('http,https,tcp,tls,crypto');
  });

  it('file: loops in real time, with only the file protocol and container demuxers', () => {
    const args = inputArgs(sources[5]!, caps);
    expect(valueAfter(args, '-protocol_whitelist')).toBe('file');
    expect(valueAfter(args, '-stream_loop')).toBe('-1');
    expect(args).toContain('-re');
    expect(valueAfter(args, '-format_whitelist')).not.toMatch(/hls|concat|lavfi/);
    expect(inputArgs(sources[5]!, caps, { realtime: false })).not.toContain('-re');
  });

  it('demo: a lavfi scene with its moving object, the label and a wall clock', () => {
    const args = inputArgs(sources[6]!, caps, { demo: { width: 320, height: 240, fps: 10 } });
    expect(valueAfter(args, '-f')).toBe('lavfi');
    const graph = args.at(-1)!;
    const scene = `${sceneBackground(320, 240, 10)},${liveClockFilters(320, 240, 10, [objectFilter(320, 240)])}`;
    expect(graph.startsWith(`${scene},drawtext=`)).toBe(true);
    expect(graph).toContain('text=Lobby');
    expect(graph).toContain('fontfile=/fonts/DejaVu Sans.ttf');
    expect(graph).toContain(String.raw`%{localtime\\:%Y-%m-%d %H\\\\\\:%M\\\\\\:%S}`);
    // Without a picture: the recorder's default one.
    const plain = inputArgs(sources[6]!, { ...caps, hasDrawtext: false });
    const { width, height, fps } = DEFAULT_MEDIA_OPTIONS.demo;
    // The live clock needs no font: it is there without drawtext too.
    expect(plain.at(-1)).toBe(
      `${sceneBackground(width, height, fps)},${liveClockFilters(width, height, fps, [objectFilter(width, height)])}`,
    );
  });

  it('escapes what drawtext and the filtergraph would read as syntax', () => {
    expect(filterValue("a:b'c\\d,e;f[g]")).toBe(String.raw`a\\:b\\\'c\\\\d\,e\;f\[g\]`);
    const graph = demoGraph("it's: 1,2", { ...caps, fontFile: '/f:o,o.ttf' }, { width: 64, height: 48, fps: 5 });
    expect(graph).toContain(String.raw`text=it\\\'s\\: 1\,2`);
    expect(graph).toContain(String.raw`fontfile=/f\\:o\,o.ttf`);
  });
});
