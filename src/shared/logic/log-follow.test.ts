import { describe, expect, it } from 'vitest';
import { FOLLOW_SLACK_PX, bottomScrollTop, distanceFromBottom, followsAfterScroll } from './log-follow';

describe('following the newest log line', () => {
  it('follows when scrolled to the end', () => {
    expect(followsAfterScroll({ scrollTop: 800, scrollHeight: 1000, clientHeight: 200 })).toBe(true);
  });

  it('follows when a few pixels short of the end (rounding, a partly shown last line)', () => {
    expect(followsAfterScroll({ scrollTop: 800 - FOLLOW_SLACK_PX, scrollHeight: 1000, clientHeight: 200 })).toBe(true);
  });

  it('stops following when the reader scrolled up', () => {
    expect(followsAfterScroll({ scrollTop: 800 - FOLLOW_SLACK_PX - 1, scrollHeight: 1000, clientHeight: 200 })).toBe(
      false,
    );
    expect(followsAfterScroll({ scrollTop: 0, scrollHeight: 1000, clientHeight: 200 })).toBe(false);
  });

  it('follows while the content fits the box', () => {
    expect(followsAfterScroll({ scrollTop: 0, scrollHeight: 150, clientHeight: 200 })).toBe(true);
  });

  it('measures the distance to the end, never below zero', () => {
    expect(distanceFromBottom({ scrollTop: 300, scrollHeight: 1000, clientHeight: 200 })).toBe(500);
    expect(distanceFromBottom({ scrollTop: 900, scrollHeight: 1000, clientHeight: 200 })).toBe(0);
  });

  it('scrolls to the end of the content to show the newest line', () => {
    expect(bottomScrollTop({ scrollHeight: 1000, clientHeight: 200 })).toBe(800);
    expect(bottomScrollTop({ scrollHeight: 100, clientHeight: 200 })).toBe(0);
  });
});
