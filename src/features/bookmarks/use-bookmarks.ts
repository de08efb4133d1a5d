import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookmarkList, BookmarkListQuery, CreateBookmarkBody, UpdateBookmarkBody } from '@contract/index';
import { bookmarkKeys, bookmarksApi } from './api';
import { timelineBookmarks } from './logic/bookmarks-query';

const NO_MARKS: ReturnType<typeof timelineBookmarks> = [];
/** The most bookmarks one timeline window shows. */
const WINDOW_LIMIT = 500;
/** The window's ends are rounded to this, so small moves of the window ask nothing new. */
const WINDOW_STEP_MS = 60_000;

/** The timeline's marks of a list; one function for every render, so the selected marks change only with the data. */
const toMarks = (list: BookmarkList) => timelineBookmarks(list.items);

/** One page of the bookmarks list (the previous page stays while the next loads). */
export function useBookmarkList(query: BookmarkListQuery) {
  return useQuery({
    queryKey: bookmarkKeys.list(query),
    queryFn: ({ signal }) => bookmarksApi.list(query, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/** The caller's held hours and their cap; refreshed with every bookmark change. */
export function useHoldUsage() {
  return useQuery({
    queryKey: bookmarkKeys.holdUsage,
    queryFn: ({ signal }) => bookmarksApi.holdUsage(signal),
    // The page works without the figure: no notification for a failed read.
    meta: { handlesErrors: true },
  });
}

/** The bookmarks of one stream over the timeline's window, as the timeline draws them. */
export function useWindowBookmarks(uid: string, window: { start: number; end: number }, enabled: boolean) {
  const start = Math.floor(window.start / WINDOW_STEP_MS) * WINDOW_STEP_MS;
  const end = Math.ceil(window.end / WINDOW_STEP_MS) * WINDOW_STEP_MS;
  const query = useQuery({
    queryKey: bookmarkKeys.window(uid, start, end),
    queryFn: ({ signal }) =>
      bookmarksApi.list(
        {
          streamUid: uid,
          from: new Date(start).toISOString(),
          to: new Date(end).toISOString(),
          sort: 'time-asc',
          pageSize: WINDOW_LIMIT,
        },
        signal,
      ),
    select: toMarks,
    placeholderData: keepPreviousData,
    enabled: enabled && uid !== '',
    // A timeline without its bookmarks still plays: no notification for a failed read.
    meta: { handlesErrors: true },
  });
  return query.data ?? NO_MARKS;
}

/** Create, change (in part) and delete; every bookmark list and window is refreshed after. */
export function useBookmarkChanges() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: bookmarkKeys.all });
  const create = useMutation({
    mutationFn: (body: CreateBookmarkBody) => bookmarksApi.create(body),
    meta: { handlesErrors: true },
    onSuccess: settled,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBookmarkBody }) => bookmarksApi.update(id, body),
    meta: { handlesErrors: true },
    onSuccess: settled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => bookmarksApi.remove(id),
    onSuccess: settled,
  });
  return { create, update, remove };
}
