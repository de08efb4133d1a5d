/** Scroll position of a box, as the DOM reports it (pixels). */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How close to the end still counts as "at the newest line" (rounding, a partly shown last line). */
export const FOLLOW_SLACK_PX = 24;

/** Distance from the visible bottom to the end of the content; never negative. */
export function distanceFromBottom(m: ScrollMetrics): number {
  return Math.max(0, m.scrollHeight - m.clientHeight - m.scrollTop);
}

/**
 * After the reader scrolled: follow the newest line again when they are at
 * the end (or the content fits the box), stop following when they went up.
 */
export function followsAfterScroll(m: ScrollMetrics, slack = FOLLOW_SLACK_PX): boolean {
  return distanceFromBottom(m) <= slack;
}

/** Where to scroll to show the newest line: the end of the content. */
export function bottomScrollTop(m: Pick<ScrollMetrics, 'scrollHeight' | 'clientHeight'>): number {
  return Math.max(0, m.scrollHeight - m.clientHeight);
}
