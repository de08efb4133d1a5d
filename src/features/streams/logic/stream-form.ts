import type { CreateStreamBody, Stream, StreamMotion, UpdateStreamBody } from '@contract/index';
import { motionChanges } from './motion-mask';
import { archiveChanges, type ArchiveFormValues } from './recording-schedule';

/**
 * The limits server/contract/schemas/stream.ts states for a stream's settings,
 * checked on the form before the server checks them again. The contract's
 * schemas are values of TypeBox, which must not ship to the browser, so the
 * numbers are repeated here; a test compares them with the schemas.
 */
export const STREAM_LIMITS = {
  nameMax: 200,
  sourceMax: 2048,
  tagMax: 64,
  tagsMax: 50,
  locationMax: 200,
  markerMax: 64,
} as const;

/** The schemes a source may use (StreamSource's pattern). */
export const SOURCE_PATTERN = /^(rtsp|rtsps|rtmp|rtmps|http|https|file|demo):\/\/[^\s]+$/;

/** What the add and settings forms hold: the shape of the request bodies, every field filled. */
export interface StreamFormValues {
  name: string;
  streamSource: string;
  /** The low-resolution sub-stream small mosaic tiles play; empty: none. */
  subSource: string;
  tags: string[];
  location: { name: string };
  meta: { marker: string };
  /** Recording, its mode and its weekly schedule (the mode and the schedule: the settings page only). */
  archive: ArchiveFormValues;
  live: { onDemand: boolean };
  /** Motion detection (the settings page only; a new stream starts with the server's defaults). */
  motion?: StreamMotion;
}

/** A new stream: the server's defaults (no tags, recorded, not on demand). */
export const EMPTY_STREAM_FORM: StreamFormValues = {
  name: '',
  streamSource: '',
  subSource: '',
  tags: [],
  location: { name: '' },
  meta: { marker: '' },
  archive: { isEnable: true },
  live: { onDemand: false },
};

/** The form's values for a stream as the API shows it (the source is null for non-administrators). */
export function formValuesOf(stream: Stream): StreamFormValues {
  return {
    name: stream.name,
    streamSource: stream.streamSource ?? '',
    subSource: stream.subSource ?? '',
    tags: [...stream.tags],
    location: { name: stream.location.name },
    meta: { marker: stream.meta.marker },
    archive: {
      isEnable: stream.archive.isEnable,
      mode: stream.archive.mode,
      schedule: stream.archive.schedule
        ? { timeZone: stream.archive.schedule.timeZone, days: stream.archive.schedule.days.map((row) => [...row]) }
        : null,
    },
    live: { onDemand: stream.live.onDemand },
    ...(stream.motion ? { motion: { ...stream.motion, mask: [...stream.motion.mask] } } : {}),
  };
}

/** Trimmed, without empty or repeated tags (the schema wants them unique). */
export function cleanTags(tags: readonly string[] | undefined): string[] {
  return [...new Set((tags ?? []).map((t) => t.trim()).filter((t) => t !== ''))];
}

/** The form's values as they are sent: text trimmed, tags cleaned, missing switches at the server's defaults. */
function cleaned(values: Partial<StreamFormValues>): StreamFormValues {
  return {
    name: (values.name ?? '').trim(),
    streamSource: (values.streamSource ?? '').trim(),
    subSource: (values.subSource ?? '').trim(),
    tags: cleanTags(values.tags),
    location: { name: (values.location?.name ?? '').trim() },
    meta: { marker: (values.meta?.marker ?? '').trim() },
    archive: {
      isEnable: values.archive?.isEnable ?? !(values.live?.onDemand ?? false),
      ...(values.archive?.mode ? { mode: values.archive.mode } : {}),
      ...(values.archive?.schedule ? { schedule: values.archive.schedule } : {}),
    },
    live: { onDemand: values.live?.onDemand ?? false },
    ...(values.motion ? { motion: values.motion } : {}),
  };
}

/** POST /v1/stream: every setting, as typed (the sub-stream only when one is given). */
export function createBodyOf(values: Partial<StreamFormValues>): CreateStreamBody {
  // A new stream records always: its mode is set on its settings page.
  const { subSource, motion: _motion, archive, ...rest } = cleaned(values);
  const body = { ...rest, archive: { isEnable: archive.isEnable } };
  return subSource ? { ...body, subSource } : body;
}

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * PUT /v1/stream/{uid}: only the settings that differ from `saved`, so an
 * unchanged source, archive or live mode does not restart the stream. The
 * source and the sub-stream are left out unless `sourceEditable` (administrators:
 * others never see them). An empty body means nothing changed.
 */
export function updateBodyOf(
  saved: StreamFormValues,
  values: Partial<StreamFormValues>,
  sourceEditable: boolean,
): UpdateStreamBody {
  const next = cleaned(values);
  const body: UpdateStreamBody = {};
  if (next.name !== saved.name) body.name = next.name;
  if (sourceEditable && next.streamSource !== saved.streamSource) body.streamSource = next.streamSource;
  // An emptied sub-stream is removed (null).
  if (sourceEditable && next.subSource !== saved.subSource) body.subSource = next.subSource || null;
  if (!sameTags(next.tags, saved.tags)) body.tags = next.tags;
  if (next.location.name !== saved.location.name) body.location = next.location;
  if (next.meta.marker !== saved.meta.marker) body.meta = next.meta;
  const archive = archiveChanges(saved.archive, next.archive);
  if (archive) body.archive = archive;
  if (next.live.onDemand !== saved.live.onDemand) body.live = next.live;
  const motion = saved.motion && next.motion ? motionChanges(saved.motion, { ...saved.motion, ...next.motion }) : null;
  if (motion) body.motion = motion;
  return body;
}

/** A form field, as antd names it: a path into StreamFormValues. */
export type StreamFieldPath =
  | ['name']
  | ['streamSource']
  | ['subSource']
  | ['tags']
  | ['location', 'name']
  | ['meta', 'marker']
  | ['archive', 'isEnable' | 'mode']
  | ['archive', 'schedule', 'timeZone' | 'days']
  | ['live', 'onDemand']
  | ['motion', 'isEnable' | 'sensitivity' | 'mask'];

const FIELD_PATHS: Record<string, StreamFieldPath> = {
  name: ['name'],
  streamSource: ['streamSource'],
  subSource: ['subSource'],
  tags: ['tags'],
  location: ['location', 'name'],
  meta: ['meta', 'marker'],
  archive: ['archive', 'isEnable'],
  live: ['live', 'onDemand'],
};

/**
 * The form field a server error names (`field` of a ValidationError, e.g.
 * "streamSource", "location.name", "tags.3", "body.name"), or null when the
 * form has no such field (e.g. "uid").
 */
export function formFieldOf(field: string | undefined): StreamFieldPath | null {
  if (!field) return null;
  const parts = field.split('.');
  const at = parts[0] === 'body' ? 1 : 0;
  const first = parts[at];
  const second = parts[at + 1];
  if (first === 'archive' && second === 'mode') return ['archive', 'mode'];
  if (first === 'archive' && second === 'schedule')
    return parts[at + 2] === 'timeZone' ? ['archive', 'schedule', 'timeZone'] : ['archive', 'schedule', 'days'];
  if (first === 'motion')
    return second === 'isEnable' || second === 'sensitivity' || second === 'mask' ? ['motion', second] : null;
  return first && Object.hasOwn(FIELD_PATHS, first) ? (FIELD_PATHS[first] ?? null) : null;
}

/** What the form says of a refused field the server gave no reason for, when it knows better than "not accepted". */
export function fieldMessageOf(field: string | undefined): string | null {
  const path = formFieldOf(field);
  if (path?.[0] !== 'archive') return null;
  if (path[1] === 'mode') return 'recording.needsMotion';
  if (path[1] === 'schedule') return path[2] === 'timeZone' ? 'recording.unknownTimeZone' : 'recording.scheduleMissing';
  return null;
}

export type TagsProblem = 'tooMany' | 'tooLong' | null;

/** The contract's limits on tags: at most 50, each at most 64 characters. */
export function tagsProblem(tags: readonly string[] | undefined): TagsProblem {
  const clean = cleanTags(tags);
  if (clean.length > STREAM_LIMITS.tagsMax) return 'tooMany';
  if (clean.some((tag) => tag.length > STREAM_LIMITS.tagMax)) return 'tooLong';
  return null;
}
