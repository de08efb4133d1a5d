/** docs/console.md#constants-and-limits, the timeline's constants. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const TICK_MS = 20;
export const LABEL_SPACING_PX = 70;
export const THUMB_WIDTH_PX = 18;
export const RESIZE_DEBOUNCE_MS = 100;
export const TOOLTIP_HIDE_MS = 200;
export const TOOLTIP_OFFSET_PX = 12;
export const MIN_WINDOW_MS = 5 * MINUTE;
export const MAX_WINDOW_MS = 24 * HOUR;
export const WINDOW_BACK_MS = 20 * HOUR;
export const WINDOW_AHEAD_MS = 3 * HOUR;
/** Zoom out leaves the end alone once it is this far in the future. */
export const FUTURE_END_LIMIT_MS = 3 * HOUR;
export const ARCHIVE_POLL_MIN_MS = 3500;
/** Each zoom step; the move step, (L − L/1.5)/2, uses the same factor. */
export const ZOOM_FACTOR = 1.5;
