import { useEffect, useRef, useState, type RefObject } from 'react';
import { TOOLTIP_HIDE_MS } from '../logic/constants';
import { xToTime } from '../logic/geometry';
import type { TimeWindow } from '../logic/types';
import { pan, wheelZoom } from '../logic/window-moves';

/** A pointer that moves further than this between down and up is a drag, not a click. */
export const DRAG_THRESHOLD_PX = 4;
/** Wheel travel (pixels) per zoom step, so a touchpad's stream of small deltas does not race. */
export const WHEEL_STEP_PX = 50;
/** Wheel travel left over is forgotten after this pause. */
const WHEEL_IDLE_MS = 250;
/** deltaMode 1 (lines) and 2 (pages) as pixels. */
const WHEEL_UNIT_PX = [1, 40, 800];

export interface HoverPoint {
  /** CSS pixels from the canvas's top-left corner. */
  x: number;
  y: number;
  time: number;
  /** A finger, not a hovering mouse or pen: no pictures. */
  touch: boolean;
}

export interface PointerLatest {
  window: TimeWindow;
  width: number;
  getNow: () => number;
  onPick: (time: number) => void;
  onWindowChange: (window: TimeWindow) => void;
}

/**
 * Click to pick, drag to pan, wheel to zoom (a non-passive listener, so the page
 * does not scroll), and the hover point for the tooltip, cleared 200 ms after
 * the pointer leaves. Everything is read from `latest` when an event comes.
 */
export function useTimelinePointer(
  canvas: RefObject<HTMLCanvasElement | null>,
  latest: RefObject<PointerLatest>,
): HoverPoint | null {
  const [hover, setHover] = useState<HoverPoint | null>(null);
  const drag = useRef<{ x: number; window: TimeWindow; moved: boolean } | null>(null);

  useEffect(() => {
    const node = canvas.current;
    if (!node) return undefined;
    let hideTimer: number | undefined;
    let wheelTravel = 0;
    let wheelAt = 0;
    const local = (e: MouseEvent) => {
      const rect = node.getBoundingClientRect();
      return { x: e.clientX - rect.left, y: e.clientY - rect.top };
    };
    const timeAt = (x: number) => xToTime(latest.current.window, latest.current.width, x);
    const capture = (e: PointerEvent, on: boolean) => {
      try {
        if (on) node.setPointerCapture?.(e.pointerId);
        else node.releasePointerCapture?.(e.pointerId);
      } catch {
        // Not an active pointer (synthetic events): the drag still works inside the canvas.
      }
    };

    const down = (e: PointerEvent) => {
      if (e.button !== 0) return;
      drag.current = { x: local(e).x, window: latest.current.window, moved: false };
      capture(e, true);
    };
    const move = (e: PointerEvent) => {
      const p = local(e);
      window.clearTimeout(hideTimer);
      const d = drag.current;
      if (!d) {
        setHover({ ...p, time: timeAt(p.x), touch: e.pointerType === 'touch' });
        return;
      }
      const dx = p.x - d.x;
      if (!d.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      d.moved = true;
      setHover(null);
      const { width, getNow, onWindowChange, window: shown } = latest.current;
      const next = pan(d.window, dx, width, getNow());
      if (next.start !== shown.start || next.end !== shown.end) onWindowChange(next);
    };
    const up = (e: PointerEvent) => {
      const d = drag.current;
      drag.current = null;
      capture(e, false);
      if (d && !d.moved) latest.current.onPick(timeAt(local(e).x));
    };
    const cancel = () => {
      drag.current = null;
    };
    const leave = () => {
      window.clearTimeout(hideTimer);
      hideTimer = window.setTimeout(() => setHover(null), TOOLTIP_HIDE_MS);
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      if (e.timeStamp - wheelAt > WHEEL_IDLE_MS) wheelTravel = 0;
      wheelAt = e.timeStamp;
      wheelTravel += e.deltaY * (WHEEL_UNIT_PX[e.deltaMode] ?? 1);
      if (Math.abs(wheelTravel) < WHEEL_STEP_PX) return;
      const direction = wheelTravel;
      wheelTravel = 0;
      const { window: w, getNow, onWindowChange } = latest.current;
      const next = wheelZoom(w, timeAt(local(e).x), direction, getNow());
      if (next !== w) onWindowChange(next);
    };
    node.addEventListener('pointerdown', down);
    node.addEventListener('pointermove', move);
    node.addEventListener('pointerup', up);
    node.addEventListener('pointercancel', cancel);
    node.addEventListener('pointerleave', leave);
    node.addEventListener('wheel', wheel, { passive: false });
    return () => {
      window.clearTimeout(hideTimer);
      node.removeEventListener('pointerdown', down);
      node.removeEventListener('pointermove', move);
      node.removeEventListener('pointerup', up);
      node.removeEventListener('pointercancel', cancel);
      node.removeEventListener('pointerleave', leave);
      node.removeEventListener('wheel', wheel);
    };
  }, [canvas, latest]);

  return hover;
}
