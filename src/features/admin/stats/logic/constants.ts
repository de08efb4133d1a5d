import { STATS_RANGES, STATS_SAMPLE_SECONDS } from '@contract/endpoints';

/** The page asks again as often as the server samples. */
export const STATS_POLL_MS = STATS_SAMPLE_SECONDS * 1000;
/** The version check is asked for rarely: the server caches it for an hour too. */
export const VERSION_CHECK_STALE_MS = 3_600_000;
/** The range the page opens with. */
export const DEFAULT_RANGE = STATS_RANGES[0];
export { STATS_RANGES };
/** A chart's height in pixels (its width follows the column). */
export const CHART_HEIGHT = 180;
