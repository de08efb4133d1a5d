import { hlsWriterArgs, INIT_NAME, SEGMENT_NAME, type HlsWriterOptions } from './hls-writer-args';
import { segmentUri } from './playlists';
import type { DemoPicture } from './sources';

/**
 * The low-resolution rendition of a stream, for small mosaic tiles (pure): live only, never
 * recorded or indexed. A second ffmpeg beside the recorder makes it from the stream's sub-stream
 * (`sub_source`), or, for a demo:// source without one, draws the same demo picture small, as a
 * camera encodes its sub-stream. It runs only while asked for (low-res-rendition.ts).
 *
 * ffmpeg writes it in a folder beside the run it belongs to, `<run>-low` (a run id ends in hex
 * digits, never in "-low"), with its own sliding playlist (`delete_segments`): the segment route
 * serves its files like any run's, the index and retention leave it alone, and the pipeline
 * removes it when the run ends.
 */

/** The height of the rendition's picture (width follows the aspect ratio, 320 for 16:9). */
export const LOW_RES_HEIGHT = 180;
/** The rendition's height for a picture this tall: 180, or half of a smaller picture (even); null: not known. */
export function lowResHeight(sourceHeight: number | null): number {
  if (!sourceHeight) return LOW_RES_HEIGHT;
  return Math.min(LOW_RES_HEIGHT, Math.max(2, Math.floor(sourceHeight / 4) * 2));
}

/** The demo picture of a demo:// stream's rendition: the main one's, at the rendition's height. */
export function lowResDemoPicture(main: DemoPicture): DemoPicture {
  const height = lowResHeight(main.height);
  return { width: Math.max(2, Math.round((main.width * height) / main.height / 2) * 2), height, fps: main.fps };
}

/**
 * The output half of ffmpeg's command for the rendition: live only, numbered from 0 in its own
 * folder; scaled to `scaleHeight` (null: the picture is small already).
 */
export function lowResWriterArgs(
  dir: string,
  options: Pick<HlsWriterOptions, 'mode' | 'hlsTimeSec' | 'fps'>,
  scaleHeight: number | null,
): string[] {
  return hlsWriterArgs({
    ...options,
    dir,
    listSize: LOW_RES_LIST_SIZE,
    startNumber: 0,
    ...(scaleHeight === null ? {} : { scaleHeight }),
    liveOnly: true,
  });
}

/** Segments in the rendition's own playlist. */
export const LOW_RES_LIST_SIZE = 6;

const SUFFIX = '-low';

/** The folder of a run's low-resolution rendition. */
export const lowResRunId = (runId: string) => `${runId}${SUFFIX}`;

/** A rendition's folder, not a recorder run: nothing in it is indexed. */
export const isLowResRun = (name: string) => name.endsWith(SUFFIX);

/** Whether a stream has a low-resolution rendition: a sub-stream, or a demo:// picture. */
export function hasLowRes(row: { source: string; sub_source: string | null }): boolean {
  return row.sub_source !== null || row.source.startsWith('demo://');
}

/**
 * ffmpeg's playlist of the rendition, with its URIs pointing at the segment route: the file
 * names become `../media/<run>/<file>` (the playlist is served one folder below the stream,
 * like the main live playlist); any other URI line is dropped.
 */
export function lowResPlaylist(written: string, run: string): string {
  const lines: string[] = [];
  for (const raw of written.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#EXT-X-MAP:')) {
      lines.push(`#EXT-X-MAP:URI="${segmentUri(`${run}/${INIT_NAME}`)}"`);
    } else if (line.startsWith('#')) {
      lines.push(line);
    } else if (SEGMENT_NAME.test(line)) {
      lines.push(segmentUri(`${run}/${line}`));
    } else {
      // A URI the rendition never writes: left out rather than served.
      const last = lines.at(-1);
      if (last?.startsWith('#EXTINF')) lines.pop();
    }
  }
  return `${lines.join('\n')}\n`;
}
