/** The contract's limits of a bookmark's fields (server/contract/schemas/bookmark.ts), for the form's counters. */
export const BOOKMARK_NAME_MAX = 200;
export const BOOKMARK_DESCRIPTION_MAX = 2000;
export const BOOKMARK_TAGS_MAX = 20;
