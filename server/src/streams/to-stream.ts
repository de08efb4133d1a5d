import { archiveSettingsOf } from '../media/recording-settings';
import { isErrorReason } from '../../contract/errors';
import type { Stream } from '../../contract/schemas/stream';
import { parseTags } from './repo';
import type { UserRow } from '../users';
import { hasLowRes } from '../media/low-res';
import { motionSettingsOf } from '../media/motion/settings';
import type { RuntimeStatus, StreamRow } from '../media/media-control';
import type { Level } from './access';

export const livePlaylistUrl = (uid: string) => `/v1/stream/${encodeURIComponent(uid)}/live/index.m3u8`;

/** The live playlist of the stream's low-resolution rendition (getLiveLowResPlaylist); null: it has none. */
export const lowResPlaylistUrl = (row: Pick<StreamRow, 'uid' | 'source' | 'sub_source'>) =>
  hasLowRes(row) ? `/v1/stream/${encodeURIComponent(row.uid)}/live/low.m3u8` : null;

/**
 * A stream as the API shows it to this viewer: the source URL only to administrators (docs/security.md, ACCESS-4).
 * `viewer` null: a share link's holder, who sees what a viewer does.
 */
export function toStream(
  row: StreamRow,
  viewer: UserRow | null,
  level: Level,
  runtime: RuntimeStatus | undefined,
  /** The stream's cluster node answers (always, without a cluster). */
  nodeAvailable = true,
): Stream {
  const status = runtime?.status ?? row.status;
  const failed = status === 'failed';
  const code = runtime ? runtime.failureCode : row.failure_code;
  return {
    uid: row.uid,
    name: row.name,
    streamSource: viewer?.is_admin === 1 ? (row.source as Stream['streamSource']) : null,
    subSource: viewer?.is_admin === 1 ? (row.sub_source as Stream['subSource']) : null,
    tags: parseTags(row.tags),
    status,
    failureReason: failed ? (runtime?.failureReason ?? row.failure_reason ?? '') : null,
    failureCode: failed && isErrorReason(code) ? code : null,
    location: { name: row.location_name },
    meta: { marker: row.marker, canManage: level === 'manage' },
    archive: archiveSettingsOf(row),
    motion: motionSettingsOf(row),
    live: {
      onDemand: row.on_demand === 1,
      playlistUrl: livePlaylistUrl(row.uid),
      lowResPlaylistUrl: lowResPlaylistUrl(row),
    },
    node: { id: row.node_id, available: nodeAvailable },
    createdTime: new Date(row.created_at).toISOString(),
  };
}

/** A uid from the name: its letters and digits, then a random suffix, e.g. "front-door-3f9a". */
export function uidFromName(name: string, random: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug ? `${slug}-${random}` : `stream-${random}`;
}
