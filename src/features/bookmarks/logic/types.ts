export type { Bookmark, BookmarkListQuery } from '@contract/index';

/** The shape the timeline draws (the timeline feature's TimelineBookmark). */
export interface TimelineBookmarkLike {
  id: string;
  name: string;
  time: number;
  timeEnd: number | null;
}
