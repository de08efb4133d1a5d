import type { BodyOf, CreateStreamBody, StreamListQuery, UpdateStreamBody } from '@contract/index';
import { buildPath, endpoints, PROBE_TIMEOUT_MS } from '@contract/endpoints';
import { call } from '@/shared/http/client';

/** docs/console.md#constants-and-limits: creating a stream may take 35 s (probe and preview: PROBE_TIMEOUT_MS, 60 s, in the contract). */
export const CREATE_TIMEOUT_MS = 35_000;

/** Query keys of the streams domain: one prefix, so a change can refresh every view of it. */
export const streamKeys = {
  all: ['streams'] as const,
  lists: ['streams', 'list'] as const,
  list: (query: StreamListQuery) => ['streams', 'list', query] as const,
  one: (uid: string) => ['streams', 'one', uid] as const,
  logs: (uid: string) => ['streams', 'one', uid, 'logs'] as const,
  permissions: (uid: string) => ['streams', 'one', uid, 'permissions'] as const,
  share: (uid: string) => ['streams', 'one', uid, 'share'] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * What probe and preview read: a typed URL, or an existing stream's stored source by its uid (the
 * server reads it with its credentials, which the console does not get back).
 */
export type ProbeSource = { url: string } | { stream_id: string };

export const streamsApi = {
  list: (query: StreamListQuery, signal?: AbortSignal) => call('listStreams', { query, ...withSignal(signal) }),
  getStream: (uid: string, signal?: AbortSignal) => call('getStream', { params: { uid }, ...withSignal(signal) }),
  create: (body: CreateStreamBody, signal?: AbortSignal) =>
    call('createStream', { body, timeout: CREATE_TIMEOUT_MS, ...withSignal(signal) }),
  update: (uid: string, body: UpdateStreamBody) => call('updateStream', { params: { uid }, body }),
  remove: (uid: string) => call('deleteStream', { params: { uid }, query: { purge: true } }),
  pause: (uid: string) => call('pauseStream', { params: { uid } }),
  resume: (uid: string) => call('resumeStream', { params: { uid } }),
  probe: (source: ProbeSource, signal?: AbortSignal) =>
    call('probeStream', { query: source, timeout: PROBE_TIMEOUT_MS, ...withSignal(signal) }),
  /** One JPEG frame of a source, as a Blob. */
  preview: async (source: ProbeSource, signal?: AbortSignal) =>
    (await call('previewStream', {
      query: source,
      timeout: PROBE_TIMEOUT_MS,
      responseType: 'blob',
      ...withSignal(signal),
    })) as Blob,
  logs: (uid: string, since: number | undefined, signal?: AbortSignal) =>
    call('getStreamLogs', {
      params: { uid },
      query: since === undefined ? {} : { since },
      ...withSignal(signal),
    }),
  permissions: (uid: string, signal?: AbortSignal) =>
    call('getStreamPermissions', { params: { uid }, ...withSignal(signal) }),
  setPermissions: (uid: string, body: BodyOf<'setStreamPermissions'>) =>
    call('setStreamPermissions', { params: { uid }, body }),
  share: (uid: string, signal?: AbortSignal) => call('getStreamShare', { params: { uid }, ...withSignal(signal) }),
  revokeShare: (uid: string) => call('deleteStreamShare', { params: { uid } }),
};

/** The stream's latest picture (an <img> source; `tick` makes each refresh a new address). */
export function thumbnailUrl(uid: string, tick: number): string {
  return `${buildPath(endpoints.getStreamThumbnail.url, { uid })}?t=${tick}`;
}
