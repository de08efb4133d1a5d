import { route } from '../route';
import { errorResponses, Ok } from '../schemas/common';
import {
  Bookmark,
  BookmarkHoldUsage,
  BookmarkIdParams,
  BookmarkList,
  BookmarkListQuery,
  CreateBookmarkBody,
  UpdateBookmarkBody,
} from '../schemas/bookmark';

const SEE =
  "A bookmark follows its stream's permissions: whoever may view the stream sees its bookmarks; " +
  'a bookmark of a stream the caller may not view is 404 NotFound, as a missing one.';
const EDIT =
  `${SEE} Changing it needs meta.canEdit (its author when not read-only, a user who may manage the stream, ` +
  'or an administrator): 403 Forbidden otherwise.';

/** Bookmarks: named moments or intervals of one stream's archive. */
export const bookmarksRoutes = {
  listBookmarks: route('listBookmarks', {
    summary: 'Bookmarks of the streams the caller may view, by start time',
    description: `${SEE} A time filter keeps the bookmarks whose interval overlaps [from, to].`,
    tags: ['bookmarks'],
    access: 'user',
    querystring: BookmarkListQuery,
    response: { 200: BookmarkList, ...errorResponses },
  }),
  getBookmarkHoldUsage: route('getBookmarkHoldUsage', {
    summary: "The caller's held hours and their cap",
    description:
      "What the evidence holds the caller put on bookmarks keep, in hours, against the configuration's " +
      'bookmarkHoldMaxHours (null for an administrator: not capped).',
    tags: ['bookmarks'],
    access: 'user',
    response: { 200: BookmarkHoldUsage, ...errorResponses },
  }),
  createBookmark: route('createBookmark', {
    summary: 'Bookmark a moment or an interval of a stream the caller may view',
    description: `Any user who may view the stream and is not read-only. ${SEE}`,
    tags: ['bookmarks'],
    access: 'writer',
    body: CreateBookmarkBody,
    response: { 200: Bookmark, ...errorResponses },
  }),
  getBookmark: route('getBookmark', {
    summary: 'One bookmark',
    description: SEE,
    tags: ['bookmarks'],
    access: 'user',
    params: BookmarkIdParams,
    response: { 200: Bookmark, ...errorResponses },
  }),
  updateBookmark: route('updateBookmark', {
    summary: 'Change a bookmark (partial: fields left out keep their values)',
    description: EDIT,
    tags: ['bookmarks'],
    access: 'writer',
    params: BookmarkIdParams,
    body: UpdateBookmarkBody,
    response: { 200: Bookmark, ...errorResponses },
  }),
  deleteBookmark: route('deleteBookmark', {
    summary: 'Delete a bookmark (and its hold)',
    description: EDIT,
    tags: ['bookmarks'],
    access: 'writer',
    params: BookmarkIdParams,
    response: { 200: Ok, ...errorResponses },
  }),
};
