import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOnPath, locateFfmpeg, resolveFfmpeg, type FfmpegInfo } from '../src/media/ffmpeg-path';
import { killAllChildren, runFfmpeg, runningChildren, startFfmpeg } from '../src/media/run-ffmpeg';

let dir: string;
let ffmpeg: FfmpegInfo;
const FAKE = `#!/bin/sh
case "$*" in
  *-version*) echo "ffmpeg version 9.9-fake Copyright (c) the fakers" ;;
  *-filters*) echo " ... testsrc2          |->V       Generate another test pattern." ;;
  *demuxer=rtsp*) echo "  -timeout           <int>        .D....... set timeout of socket I/O" ;;
esac
`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-ffmpeg-'));
  for (const sub of ['bin', 'other', 'noexec']) fs.mkdirSync(path.join(dir, sub));
  fs.writeFileSync(path.join(dir, 'bin', 'ffmpeg'), FAKE, { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'other', 'ffmpeg'), FAKE, { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'noexec', 'ffmpeg'), FAKE, { mode: 0o644 });
  ffmpeg = await resolveFfmpeg({}, '');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Gone: no such process, or a zombie waiting for a parent that is not us. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

describe('finding ffmpeg', () => {
  it('takes VIGIL_FFMPEG first, then PATH, then the npm package', async () => {
    const fake = path.join(dir, 'other', 'ffmpeg');
    const onPath = `${path.join(dir, 'noexec')}${path.delimiter}relative${path.delimiter}${path.join(dir, 'bin')}`;
    expect(await locateFfmpeg({ VIGIL_FFMPEG: fake }, onPath)).toEqual({ path: fake, origin: 'VIGIL_FFMPEG' });
    expect(await locateFfmpeg({}, onPath)).toEqual({ path: path.join(dir, 'bin', 'ffmpeg'), origin: 'PATH' });
    const npm = await locateFfmpeg({}, path.join(dir, 'noexec'));
    expect(npm.origin).toBe('npm');
    expect(npm.path).toMatch(/@ffmpeg-installer/);
    expect(findOnPath('ffmpeg', `relative${path.delimiter}${path.delimiter}`)).toBeNull();
  });

  it('refuses a VIGIL_FFMPEG that is missing or not executable, with a clear message', async () => {
    await expect(locateFfmpeg({ VIGIL_FFMPEG: path.join(dir, 'nope') }, '')).rejects.toThrow(
      /VIGIL_FFMPEG is set to ".*nope", which is not an executable file/,
    );
    await expect(resolveFfmpeg({ VIGIL_FFMPEG: path.join(dir, 'noexec', 'ffmpeg') }, '')).rejects.toThrow(
      /VIGIL_FFMPEG/,
    );
    await expect(resolveFfmpeg({ VIGIL_FFMPEG: dir }, '')).rejects.toThrow(/not an executable file/);
  });

  it('learns the version and abilities once, and caches them', async () => {
    const fake = await resolveFfmpeg({}, path.join(dir, 'bin'));
    expect(fake).toMatchObject({
      version: '9.9-fake',
      hasDrawtext: false,
      rtspTimeoutOption: 'timeout',
      origin: 'PATH',
    });
    expect(await resolveFfmpeg({}, path.join(dir, 'bin'))).toBe(fake);
    // The npm build of 2018: drawtext, and `-stimeout` for RTSP (its `-timeout` would listen instead).
    expect(ffmpeg).toMatchObject({ origin: 'npm', hasDrawtext: true, rtspTimeoutOption: 'stimeout' });
    expect(ffmpeg.fontFile).toMatch(/DejaVuSans\.ttf$/);
  });
});

describe('runFfmpeg', () => {
  it('stops a long run at its time-out and leaves no process behind', async () => {
    const started = Date.now();
    const child = startFfmpeg({
      bin: ffmpeg.path,
      args: ['-hide_banner', '-nostdin', '-f', 'lavfi', '-i', 'testsrc2', '-f', 'null', '-'],
      timeoutMs: 500,
    });
    expect(isAlive(child.pid)).toBe(true);
    const result = await child.done;
    expect(result.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(() => process.kill(child.pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    expect(runningChildren()).toBe(0);
  });

  it('kills with SIGKILL what ignores SIGTERM, with everything it started', async () => {
    const script = 'trap \'\' TERM; sleep 30 & echo "grandchild $!" >&2; while :; do sleep 0.1; done';
    const started = Date.now();
    const result = await runFfmpeg({ bin: '/bin/sh', args: ['-c', script], timeoutMs: 300 });
    expect(result).toMatchObject({ timedOut: true, signal: 'SIGKILL' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    const grandchild = Number(/grandchild (\d+)/.exec(result.stderrTail)?.[1]);
    expect(grandchild).toBeGreaterThan(0);
    await expect.poll(() => isAlive(grandchild), { timeout: 2000 }).toBe(false);
  });

  it('stops on abort', async () => {
    const controller = new AbortController();
    const run = runFfmpeg({
      bin: ffmpeg.path,
      args: ['-nostdin', '-f', 'lavfi', '-i', 'testsrc2', '-f', 'null', '-'],
      timeoutMs: 0,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 200);
    expect(await run).toMatchObject({ aborted: true, timedOut: false });
  });

  it('passes arguments as they are, never through a shell', async () => {
    const args = ['$(id)', ';', 'rm -rf /', '`reboot`', '|', "'quoted'"];
    const result = await runFfmpeg({ bin: '/bin/echo', args, timeoutMs: 5000, stdout: 'buffer' });
    expect(result.stdout?.toString()).toBe(`${args.join(' ')}\n`);
  });

  it('collects stdout, bounded, and keeps only the end of stderr', async () => {
    const jpeg = await runFfmpeg({
      bin: ffmpeg.path,
      args: ['-f', 'lavfi', '-i', 'testsrc2=size=64x48', '-frames:v', '1', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'],
      timeoutMs: 10_000,
      stdout: 'buffer',
      maxStderrBytes: 300,
    });
    expect(jpeg.code).toBe(0);
    expect(jpeg.stdout?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(jpeg.stderrTail.length).toBeLessThanOrEqual(300);
    expect(jpeg.stderrTail).toMatch(/muxing overhead/);

    const flood = await runFfmpeg({
      bin: ffmpeg.path,
      args: ['-f', 'lavfi', '-i', 'testsrc2', '-f', 'rawvideo', 'pipe:1'],
      timeoutMs: 10_000,
      stdout: 'buffer',
      maxStdoutBytes: 1 << 20,
    });
    expect(flood.stdoutOverflow).toBe(true);
    expect(flood.stdout!.length).toBeLessThanOrEqual(1 << 20);
  });

  it('reports stderr line by line', async () => {
    const lines: string[] = [];
    await runFfmpeg({
      bin: '/bin/sh',
      args: ['-c', 'printf "one\\ntwo\\r\\nthree" >&2'],
      timeoutMs: 5000,
      onStderrLine: (line) => lines.push(line),
    });
    expect(lines).toEqual(['one', 'two', 'three']);
  });

  it('rejects when the binary cannot start', async () => {
    await expect(runFfmpeg({ bin: path.join(dir, 'missing'), args: [], timeoutMs: 1000 })).rejects.toThrow(/ENOENT/);
  });

  it('killAllChildren stops every running child', async () => {
    const runs = [1, 2, 3].map(() =>
      startFfmpeg({
        bin: ffmpeg.path,
        args: ['-nostdin', '-f', 'lavfi', '-i', 'testsrc2', '-f', 'null', '-'],
        timeoutMs: 0,
      }),
    );
    expect(runningChildren()).toBe(3);
    await killAllChildren();
    expect(runningChildren()).toBe(0);
    for (const run of runs) expect(() => process.kill(run.pid, 0)).toThrow();
  });
});
