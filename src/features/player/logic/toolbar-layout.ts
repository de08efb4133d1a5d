/**
 * The toolbar's width (px) below which its controls in their wide order (live, play, the seven
 * speeds, the moves, snapshot, full screen, calendar, download, help) would take three rows or more.
 * Narrower, it is compact: the speeds become one drop-down and the controls keep to two rows,
 * playback and the picture's tools on the first, the timeline's moves and the calendar on the second.
 */
export const COMPACT_TOOLBAR_BELOW = 520;

/** Whether a toolbar this wide is compact; 0 (not measured yet) is not. */
export function isCompactToolbar(widthPx: number): boolean {
  return widthPx > 0 && widthPx < COMPACT_TOOLBAR_BELOW;
}
