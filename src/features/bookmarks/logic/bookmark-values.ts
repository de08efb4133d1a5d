import type { Bookmark, CreateBookmarkBody, UpdateBookmarkBody } from '@contract/index';

/** What the bookmark form holds: times as Unix ms, end null for a moment. */
export interface BookmarkValues {
  name: string;
  description: string;
  tags: string[];
  start: number;
  end: number | null;
  hold: boolean;
}

/** Why the form cannot be sent yet (the server says the same, naming the field). */
export type BookmarkProblem =
  { field: 'name'; reason: 'bookmarkNameBlank' } | { field: 'endTime'; reason: 'bookmarkEndBeforeStart' };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A new bookmark from the player: a moment at the playing time (in live, now), or the selected
 * interval when there is one.
 */
export function newBookmarkValues(at: number, interval: { start: number; end: number } | null = null): BookmarkValues {
  return {
    name: '',
    description: '',
    tags: [],
    start: Math.round(interval ? interval.start : at),
    end: interval ? Math.round(interval.end) : null,
    hold: false,
  };
}

/** The form's values for an existing bookmark. */
export function valuesOf(b: Bookmark): BookmarkValues {
  return {
    name: b.name,
    description: b.description,
    tags: [...b.tags],
    start: Date.parse(b.startTime),
    end: b.endTime === null ? null : Date.parse(b.endTime),
    hold: b.hold,
  };
}

/** The first thing the server would refuse, checked before sending; null when the values may go. */
export function bookmarkProblem(v: BookmarkValues): BookmarkProblem | null {
  if (!v.name.trim()) return { field: 'name', reason: 'bookmarkNameBlank' };
  if (v.end !== null && v.end <= v.start) return { field: 'endTime', reason: 'bookmarkEndBeforeStart' };
  return null;
}

const cleanTags = (tags: readonly string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

export function createBody(streamUid: string, v: BookmarkValues): CreateBookmarkBody {
  return {
    streamUid,
    name: v.name.trim(),
    description: v.description.trim(),
    tags: cleanTags(v.tags),
    startTime: iso(v.start),
    endTime: v.end === null ? null : iso(v.end),
    hold: v.hold,
  };
}

/** A partial update: only what changed (an empty body changes nothing). */
export function updateBody(before: Bookmark, v: BookmarkValues): UpdateBookmarkBody {
  const was = valuesOf(before);
  const body: UpdateBookmarkBody = {};
  if (v.name.trim() !== was.name) body.name = v.name.trim();
  if (v.description.trim() !== was.description) body.description = v.description.trim();
  const tags = cleanTags(v.tags);
  if (tags.join('\n') !== was.tags.join('\n')) body.tags = tags;
  if (v.start !== was.start) body.startTime = iso(v.start);
  if (v.end !== was.end) body.endTime = v.end === null ? null : iso(v.end);
  if (v.hold !== was.hold) body.hold = v.hold;
  return body;
}

/** The form field a server error names (its contract field), or null. */
export function formFieldOf(field: string | undefined): keyof BookmarkValues | null {
  switch (field) {
    case 'name':
      return 'name';
    case 'description':
      return 'description';
    case 'startTime':
      return 'start';
    case 'endTime':
      return 'end';
    case 'hold':
      return 'hold';
    default:
      return field?.startsWith('tags') ? 'tags' : null;
  }
}
