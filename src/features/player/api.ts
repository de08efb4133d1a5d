import { buildPath, endpoints } from '@contract/endpoints';
import { call, callWithHeaders, serverUrl } from '@/shared/http/client';
import { fileNameFromDisposition } from '@/shared/http/content-disposition';
import { localOffsetMinutes } from '@/shared/logic/date-format';

/** Making a clip of up to an hour can take the server a while. */
export const DOWNLOAD_TIMEOUT_MS = 600_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Query keys of the player: under the stream's own key (the streams feature's
 * `streamKeys.one`, spelt here so start-up need not load that feature), so a
 * stream change refreshes them too.
 */
const stream = (uid: string) => ['streams', 'one', uid] as const;
export const playerKeys = {
  stream,
  status: (uid: string) => [...stream(uid), 'status'] as const,
  ranges: (uid: string, start: number, end: number) => [...stream(uid), 'ranges', start, end] as const,
  annotations: (uid: string, start: number, end: number) => [...stream(uid), 'annotations', start, end] as const,
  days: (uid: string, first: string, last: string) => [...stream(uid), 'days', first, last] as const,
  motion: (uid: string, start: number, end: number, region: string | null) =>
    [...stream(uid), 'motion', start, end, region] as const,
};

/** A stream's live playlist as its status names it (the WHEP endpoint is beside it), before that status answers. */
export const livePlaylistUrl = (uid: string) => serverUrl(buildPath(endpoints.getLivePlaylist.url, { uid }));

export const playerApi = {
  /** The player's status poll; `extendLease` keeps a live-on-demand stream running. */
  status: (uid: string, extendLease: boolean, signal?: AbortSignal) =>
    call('getStream', { params: { uid }, query: extendLease ? { extend_lease: true } : {}, signal }),
  ranges: (uid: string, start: number, end: number, signal?: AbortSignal) =>
    call('getArchiveRanges', {
      params: { uid },
      query: { start_time: iso(start), end_time: iso(end) },
      signal,
    }),
  annotations: (uid: string, start: number, end: number, signal?: AbortSignal) =>
    call('listAnnotations', { query: { streamId: uid, from: iso(start), to: iso(end) }, signal }),
  /** When something moved (in `region`, x,y,w,h fractions; the whole picture without one), at most a day. */
  motion: (uid: string, start: number, end: number, region: string | null, signal?: AbortSignal) =>
    call('searchArchiveMotion', {
      params: { uid },
      query: { start_time: iso(start), end_time: iso(end), ...(region ? { region } : {}) },
      signal,
    }),
  availableDays: (uid: string, start: number, end: number, timezoneOffset: number, signal?: AbortSignal) =>
    call('getArchiveAvailableDays', {
      params: { uid },
      query: { start_time: iso(start), end_time: iso(end), timezone_offset: timezoneOffset },
      signal,
    }),
  /** The clip as a Blob, with the server's file name. */
  download: async (
    uid: string,
    range: { start: number; end: number },
    onProgress: (loaded: number, total: number | null) => void,
    signal?: AbortSignal,
  ): Promise<{ blob: Blob; fileName: string | null }> => {
    const { data, headers } = await callWithHeaders('downloadArchive', {
      params: { uid },
      query: {
        start_time: iso(range.start),
        end_time: iso(range.end),
        timezone_offset: localOffsetMinutes(range.start),
      },
      responseType: 'blob',
      timeout: DOWNLOAD_TIMEOUT_MS,
      onDownloadProgress: onProgress,
      signal,
    });
    return { blob: data as unknown as Blob, fileName: fileNameFromDisposition(headers['content-disposition']) };
  },
};

/** The archive playlist's base address (start_time and end_time are added per playlist). */
export function archivePlaylistBase(uid: string): string {
  return serverUrl(buildPath(endpoints.getArchivePlaylist.url, { uid }));
}

/** A small picture of the recorded moment at `time` (docs/live-and-archive.md): for the timeline's hover. */
export function archivePreviewUrl(uid: string, time: number): string {
  const path = buildPath(endpoints.getArchivePreview.url, { uid });
  return serverUrl(`${path}?time=${encodeURIComponent(iso(time))}`);
}
