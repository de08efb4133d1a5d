import { useEffect, type RefObject } from 'react';
import { TICK_MS } from '../logic/constants';
import { drawTimeline, type TimelineModel, type TimelinePalette } from './draw-timeline';
import { benchOn } from '@/shared/bench';

/** What the loop reads each tick: the latest props, width, ticks and palette. */
export interface LoopInput extends Omit<TimelineModel, 'now'> {
  getNow: () => number;
  palette: TimelinePalette;
}

/** The benchmark (bench/player.ts) times each draw under this name when benchOn(). */
export const DRAW_MEASURE = 'timeline-draw';

/**
 * Redraws the canvas every TICK_MS (20 ms) from `latest`, device-pixel-ratio
 * aware, without re-rendering React. A canvas with no 2D context (jsdom) is left
 * alone; nothing is drawn while the tab is hidden.
 */
export function useTimelineLoop(canvas: RefObject<HTMLCanvasElement | null>, latest: RefObject<LoopInput>): void {
  useEffect(() => {
    const node = canvas.current;
    const ctx = node?.getContext('2d') ?? null;
    if (!node || !ctx) return undefined;
    const bench = benchOn();
    const first = latest.current;
    const model: TimelineModel = { ...first, now: first.getNow() };
    const frame = () => {
      if (document.hidden) return;
      const l = latest.current;
      const ratio = window.devicePixelRatio || 1;
      const pixelsWide = Math.round(l.width * ratio);
      const pixelsHigh = Math.round(l.height * ratio);
      if (node.width !== pixelsWide || node.height !== pixelsHigh) {
        node.width = pixelsWide;
        node.height = pixelsHigh;
      }
      const start = bench ? performance.now() : 0;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      model.window = l.window;
      model.width = l.width;
      model.height = l.height;
      model.intervals = l.intervals;
      model.annotations = l.annotations;
      model.bookmarks = l.bookmarks;
      model.motion = l.motion;
      model.ticks = l.ticks;
      model.labels = l.labels;
      model.playingTime = l.playingTime;
      model.now = l.getNow();
      drawTimeline(ctx, model, l.palette);
      if (bench) performance.measure(DRAW_MEASURE, { start, end: performance.now() });
    };
    frame();
    const timer = window.setInterval(frame, TICK_MS);
    return () => window.clearInterval(timer);
  }, [canvas, latest]);
}
