import type { BookmarkListQuery, CreateBookmarkBody, UpdateBookmarkBody } from '@contract/index';
import { call } from '@/shared/http/client';

/** Query keys of bookmarks: every list and window under one prefix, so a change refreshes them all. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: (query: BookmarkListQuery) => ['bookmarks', 'list', query] as const,
  holdUsage: ['bookmarks', 'hold-usage'] as const,
  window: (uid: string, start: number, end: number) => ['bookmarks', 'window', uid, start, end] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const bookmarksApi = {
  list: (query: BookmarkListQuery, signal?: AbortSignal) => call('listBookmarks', { query, ...withSignal(signal) }),
  holdUsage: (signal?: AbortSignal) => call('getBookmarkHoldUsage', withSignal(signal)),
  create: (body: CreateBookmarkBody) => call('createBookmark', { body }),
  update: (id: string, body: UpdateBookmarkBody) => call('updateBookmark', { params: { id }, body }),
  remove: (id: string) => call('deleteBookmark', { params: { id } }),
};
