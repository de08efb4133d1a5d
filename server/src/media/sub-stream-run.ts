import fs from 'node:fs/promises';
import path from 'node:path';
import type { FfmpegInfo } from './ffmpeg-path';
import { RECORDER_PID_FILE, writerMode } from './hls-writer-args';
import { NOISE, stderrLevel } from './log-ring';
import { lowResDemoPicture, lowResHeight, lowResWriterArgs } from './low-res';
import type { LogLineValue } from './media-control';
import type { MediaOptions } from './media-options';
import { probeSource } from './probe';
import { startFfmpeg, type FfmpegProcess } from './run-ffmpeg';
import { inputArgs, stripCredentials, validateSource, type DemoPicture, type ValidSource } from './sources';

export interface SubStreamSpec {
  ffmpeg: FfmpegInfo;
  options: MediaOptions;
  mediaDir: string | null;
  /**
   * The sub-stream URL as stored (its credentials are removed from every log line); a demo://
   * stream's own URL when it has none (its picture is then drawn small, not drawn and scaled).
   */
  url: string;
  /** The rendition's folder (`<run>-low`). */
  dir: string;
  log: (level: LogLineValue['level'], text: string) => void;
}

export interface SubStreamRun {
  /** Stops ffmpeg (SIGTERM, then SIGKILL) and resolves once it is gone. */
  stop(): Promise<void>;
}

/** How long a sub-stream that ended or failed waits before it is tried again (while its stream runs). */
const RETRY_MS = 5000;

/**
 * The low-resolution rendition from a stream's sub-stream (or a demo picture drawn small): a second
 * ffmpeg beside the recorder, until stopped. Live only: nothing is indexed or recorded. H.264 is
 * copied as it comes (probed once), anything else is encoded small. It retries by itself; its
 * failures are warnings in the stream's log and never change the stream's status.
 */
export function startSubStream(spec: SubStreamSpec): SubStreamRun {
  const { ffmpeg, options, url, dir } = spec;
  let stopped = false;
  let current: FfmpegProcess | null = null;
  const abort = new AbortController();
  let wake = () => undefined as void;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  type Codec = { mode: 'copy' | 'encode'; fps: number | null; height: number | null };
  /** A demo picture is encoded at the small size it is drawn at; a camera's H.264 is copied (probed once). */
  const codecOf = async (source: ValidSource, demo: DemoPicture): Promise<Codec> => {
    if (source.kind === 'demo') return { mode: 'encode', fps: demo.fps, height: demo.height };
    const probe = await probeSource(ffmpeg, source, { url, timeoutMs: options.probeTimeoutMs, signal: abort.signal });
    return { mode: writerMode(probe.codecs), fps: probe.frameRate, height: probe.height };
  };

  const loop = (async () => {
    const source = validateSource(url, spec.mediaDir);
    if (!source.ok) return spec.log('error', `Sub-stream not started: ${source.message}`);
    const clean = (line: string) => stripCredentials(stripCredentials(line, url), source.input);
    const demo = lowResDemoPicture(options.demo);
    let codec: Codec | null = null;
    while (!stopped) {
      try {
        codec ??= await codecOf(source, demo);
        if (stopped) break;
        await fs.mkdir(dir, { recursive: true });
        current = startFfmpeg({
          bin: ffmpeg.path,
          args: [
            ...inputArgs(source, ffmpeg, { loglevel: 'warning', realtime: true, demo }),
            ...lowResWriterArgs(
              dir,
              { mode: codec.mode, hlsTimeSec: options.hlsTimeSec, fps: codec.fps },
              source.kind === 'demo' ? null : lowResHeight(codec.height),
            ),
          ],
          timeoutMs: 0,
          maxStderrBytes: 16 << 10,
          onStderrLine: (line) => {
            if (!NOISE.test(line))
              spec.log(stderrLevel(line) === 'info' ? 'info' : 'warning', `Sub-stream: ${clean(line)}`);
          },
        });
        // Found and ended by the next start if this server dies without stopping it, like a recorder.
        if (current.pid > 0) await fs.writeFile(path.join(dir, RECORDER_PID_FILE), String(current.pid)).catch(() => {});
        if (stopped) current.stop();
        const result = await current.done.catch(() => null);
        current = null;
        if (!stopped) spec.log('warning', `Sub-stream ended with ${result?.signal ?? `code ${result?.code ?? '?'}`}`);
      } catch (error) {
        current = null;
        spec.log('warning', `Sub-stream: ${clean(error instanceof Error ? error.message : String(error))}`);
      }
      if (!stopped) await pause(RETRY_MS);
    }
  })();

  return {
    async stop() {
      stopped = true;
      abort.abort();
      current?.stop();
      wake();
      await loop;
    },
  };
}
