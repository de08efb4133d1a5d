import type { Bookmark, BookmarkListQuery, TimelineBookmarkLike } from './types';

export const BOOKMARK_PAGE_SIZES = [20, 50, 100] as const;

/** What the bookmarks page filters by, as its controls hold it. */
export interface BookmarkFilters {
  search: string;
  streamUid: string | null;
  tag: string | null;
  /** YYYY-MM-DD days of the date-range picker: [] | [day] | [first, last]. */
  days: string[];
}

export interface BookmarksTableState {
  page: number;
  pageSize: number;
  filters: BookmarkFilters;
}

export const noBookmarkFilters: BookmarkFilters = { search: '', streamUid: null, tag: null, days: [] };
export const initialBookmarksState: BookmarksTableState = {
  page: 1,
  pageSize: BOOKMARK_PAGE_SIZES[1],
  filters: noBookmarkFilters,
};

const DAY_MS = 86_400_000;
/** Minutes east of UTC at a moment, in the viewer's time zone. */
export type OffsetAt = (ms: number) => number;

function dayStart(day: string, offsetAt: OffsetAt): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  return utc - offsetAt(utc) * 60_000;
}

/** GET /v1/bookmarks for a state: trimmed text, the picked days from the first's start to the last's end. */
export function bookmarksListQuery(state: BookmarksTableState, offsetAt: OffsetAt): BookmarkListQuery {
  const f = state.filters;
  const [first, last = first] = f.days;
  const search = f.search.trim();
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(search ? { search } : {}),
    ...(f.streamUid ? { streamUid: f.streamUid } : {}),
    ...(f.tag ? { tag: f.tag } : {}),
    ...(first ? { from: new Date(dayStart(first, offsetAt)).toISOString() } : {}),
    ...(last ? { to: new Date(dayStart(last, offsetAt) + DAY_MS).toISOString() } : {}),
  };
}

export function withFilters(state: BookmarksTableState, patch: Partial<BookmarkFilters>): BookmarksTableState {
  return { ...state, page: 1, filters: { ...state.filters, ...patch } };
}

export function withPage(state: BookmarksTableState, page: number, pageSize: number): BookmarksTableState {
  return pageSize === state.pageSize ? { ...state, page } : { ...state, page: 1, pageSize };
}

export function isFiltered(f: BookmarkFilters): boolean {
  return Boolean(f.search.trim() || f.streamUid || f.tag || f.days.length);
}

/** Bookmarks as the timeline draws them. */
export function timelineBookmarks(items: readonly Bookmark[]): TimelineBookmarkLike[] {
  return items.map((b) => ({
    id: b.id,
    name: b.name,
    time: Date.parse(b.startTime),
    timeEnd: b.endTime === null ? null : Date.parse(b.endTime),
  }));
}
