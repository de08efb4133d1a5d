/**
 * A bookmark's limits, as plain numbers: the schemas (schemas/bookmark.ts) build on them, and the
 * console's form counts against them without loading TypeBox.
 */

/** The longest interval a bookmark may cover (and so hold against retention): one day. */
export const BOOKMARK_MAX_INTERVAL_MS = 24 * 3_600_000;
/**
 * A held moment bookmark (no end) keeps the recording this long before and after its time, so
 * the segment holding the moment and some context around it stay.
 */
export const BOOKMARK_MOMENT_HOLD_MS = 30_000;
export const BOOKMARK_NAME_MAX = 200;
export const BOOKMARK_DESCRIPTION_MAX = 2000;
export const BOOKMARK_TAG_MAX = 32;
export const BOOKMARK_TAGS_MAX = 20;
