import { describe, expect, it } from 'vitest';
import { MAX_WINDOW_MS, MIN_WINDOW_MS } from './constants';
import {
  archivePollMs,
  canMoveRight,
  canZoomIn,
  canZoomOut,
  centreOn,
  defaultWindow,
  moveLeft,
  moveRight,
  pan,
  rangeSlices,
  wheelZoom,
  zoomIn,
  zoomOut,
} from './window-moves';

const min = 60_000;
const h = 60 * min;
const now = 1000 * h;
const length = (w: { start: number; end: number }) => w.end - w.start;

describe('the window', () => {
  it('defaults to 20 hours back and 3 hours ahead', () => {
    expect(defaultWindow(now)).toEqual({ start: now - 20 * h, end: now + 3 * h });
  });

  it('is fetched in slices of at most rangesMaxSeconds', () => {
    expect(rangeSlices({ start: 0, end: 7 * h }, 10_800)).toEqual([
      { start: 0, end: 3 * h },
      { start: 3 * h, end: 6 * h },
      { start: 6 * h, end: 7 * h },
    ]);
  });
});

describe('zoom', () => {
  it('zooms in by 1.5 around the anchor, only while longer than 5 minutes, never below', () => {
    const w = { start: now - 3 * h, end: now };
    const zoomed = zoomIn(w, now - h);
    expect(length(zoomed)).toBe(2 * h);
    // the anchor keeps its place: two thirds of the way
    expect((now - h - zoomed.start) / length(zoomed)).toBeCloseTo(2 / 3);
    const small = { start: now - 6 * min, end: now };
    expect(length(zoomIn(small, now))).toBe(MIN_WINDOW_MS);
    const least = { start: now - 5 * min, end: now };
    expect(canZoomIn(least)).toBe(false);
    expect(zoomIn(least, now)).toBe(least);
  });

  it('zooms out only while shorter than 24 hours, never above', () => {
    const w = { start: now - 20 * h, end: now };
    expect(length(zoomOut(w, now - 10 * h, now))).toBe(MAX_WINDOW_MS);
    const most = { start: now - 24 * h, end: now };
    expect(canZoomOut(most)).toBe(false);
    expect(zoomOut(most, now, now)).toBe(most);
  });

  it('does not extend the end when it is already 3 hours or more in the future', () => {
    const w = { start: now - 4 * h, end: now + 3 * h };
    const out = zoomOut(w, now, now);
    expect(out.end).toBe(w.end);
    expect(length(out)).toBe(10.5 * h);
    const nearer = { start: now - 4 * h, end: now + 2 * h };
    expect(zoomOut(nearer, now, now).end).toBeGreaterThan(nearer.end);
  });

  it('stops the end at 3 hours ahead of now when zooming around an early anchor would push it further', () => {
    const w = { start: now - 4 * h, end: now + 2 * h };
    // around the start the end would go to now + 5 h; it stops at now + 3 h and the start takes the rest
    expect(zoomOut(w, w.start, now)).toEqual({ start: now - 6 * h, end: now + 3 * h });
    // a window far in the past zooms around its anchor untouched
    const past = { start: now - 30 * h, end: now - 28 * h };
    expect(zoomOut(past, past.start, now)).toEqual({ start: now - 30 * h, end: now - 27 * h });
  });

  it('zooms with the wheel within the same limits', () => {
    const w = { start: now - 3 * h, end: now };
    expect(length(wheelZoom(w, now, -100, now))).toBe(2 * h);
    expect(length(wheelZoom(w, now, 100, now))).toBe(4.5 * h);
    expect(wheelZoom(w, now, 0, now)).toBe(w);
    const least = { start: now - 5 * min, end: now };
    expect(wheelZoom(least, now, -100, now)).toBe(least);
  });
});

describe('moving', () => {
  it('moves left and right by (window - window/1.5)/2', () => {
    const w = { start: 0, end: 3 * h };
    expect(moveLeft(w)).toEqual({ start: -0.5 * h, end: 2.5 * h });
    expect(moveRight(w)).toEqual({ start: 0.5 * h, end: 3.5 * h });
  });

  it('moves right no further than 3 hours ahead of now when given now', () => {
    const w = { start: now - 2 * h, end: now + 2.5 * h };
    // the step is 0.75 h; the end stops at now + 3 h
    expect(moveRight(w, now)).toEqual({ start: now - 1.5 * h, end: now + 3 * h });
    expect(canMoveRight(w, now)).toBe(true);
    const far = { start: now, end: now + 4 * h };
    expect(moveRight(far, now)).toBe(far);
    expect(canMoveRight(far, now)).toBe(false);
    expect(canMoveRight({ start: now - 4 * h, end: now + 3 * h }, now)).toBe(false);
    // without now it is not limited, and moving left never is
    expect(moveRight(far)).toEqual({ start: now + (2 * h) / 3, end: now + 4 * h + (2 * h) / 3 });
    expect(moveLeft(far)).toEqual({ start: now - (2 * h) / 3, end: now + 4 * h - (2 * h) / 3 });
  });

  it('centres on a time, keeping the length', () => {
    expect(centreOn({ start: 0, end: 2 * h }, 10 * h)).toEqual({ start: 9 * h, end: 11 * h });
  });

  it('pans with a drag: dragging right shows earlier times', () => {
    expect(pan({ start: 0, end: 1000 }, 100, 1000)).toEqual({ start: -100, end: 900 });
    expect(pan({ start: 0, end: 1000 }, 100, 0)).toEqual({ start: 0, end: 1000 });
    expect(pan({ start: 0, end: 1000 }, -100, 1000)).toEqual({ start: 100, end: 1100 });
  });

  it('pans towards later times no further than 3 hours ahead of now when given now', () => {
    const w = { start: now - 20 * h, end: now + 2 * h };
    // dragging left by a tenth of 22 h would show 2.2 h more; only 1 h is left
    expect(pan(w, -120, 1200, now)).toEqual({ start: now - 19 * h, end: now + 3 * h });
    const beyond = { start: now - 2 * h, end: now + 5 * h };
    expect(pan(beyond, -100, 1000, now)).toBe(beyond);
    // towards earlier times nothing stops it
    expect(pan(beyond, 100, 1000, now)).toEqual({ start: now - 2.7 * h, end: now + 4.3 * h });
  });
});

describe('the archive poll', () => {
  it('is 6 × seconds per pixel × 1000 ms, at least 3500 ms', () => {
    expect(archivePollMs({ start: 0, end: 23 * h }, 1000)).toBe(496_800);
    expect(archivePollMs({ start: 0, end: 5 * min }, 1000)).toBe(3500);
  });
});
