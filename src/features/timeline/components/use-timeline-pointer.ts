import { useEffect, useRef, useState, type RefObject } from 'react';
import { TOOLTIP_HIDE_MS } from '../logic/constants';
import { pan, wheelZoom } from '../logic/window-moves';
import { xToTime } from '../logic/geometry';
import type { TimeWindow } from '../logic/types';

/** A pointer that moves further than this between down and up is a drag, not a click. */
const DRAG_THRESHOLD_PX = 4;

export interface HoverPoint {
  x: number;
  y: number;
  time: number;
}

interface PointerInput {
  canvas: RefObject<HTMLCanvasElement | null>;
  /** The latest window, width and handlers (read when an event comes, never stale). */
  latest: RefObject<{
    window: TimeWindow;
    width: number;
    getNow: () => number;
    onPick: (time: number) => void;
    onWindowChange: (window: TimeWindow) => void;
  }>;
}

/** Click to pick, drag to pan, wheel to zoom, and the hover point for the tooltip (hidden 200 ms after leaving). */
export function useTimelinePointer({ canvas, latest }: PointerInput): HoverPoint | null {
  const [hover, setHover] = useState<HoverPoint | null>(null);
  const drag = useRef<{ x: number; window: TimeWindow; moved: boolean } | null>(null);

  useEffect(() => {
    const node = canvas.current;
    if (!node) return undefined;
    let hideTimer: number | undefined;
    const local = (e: MouseEvent) => {
      const rect = node.getBoundingClientRect();
      return { x: e.clientX - rect.left, y: e.clientY - rect.top };
    };
    const timeAt = (x: number) => xToTime(latest.current.window, latest.current.width, x);

    const down = (e: PointerEvent) => {
      if (e.button !== 0) return;
      drag.current = { x: local(e).x, window: latest.current.window, moved: false };
      node.setPointerCapture?.(e.pointerId);
    };
    const move = (e: PointerEvent) => {
      const p = local(e);
      window.clearTimeout(hideTimer);
      const d = drag.current;
      if (d) {
        const dx = p.x - d.x;
        if (!d.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
        d.moved = true;
        setHover(null);
        latest.current.onWindowChange(pan(d.window, dx, latest.current.width));
        return;
      }
      setHover({ ...p, time: timeAt(p.x) });
    };
    const up = (e: PointerEvent) => {
      const d = drag.current;
      drag.current = null;
      node.releasePointerCapture?.(e.pointerId);
      if (d && !d.moved) latest.current.onPick(timeAt(local(e).x));
    };
    const leave = () => {
      window.clearTimeout(hideTimer);
      hideTimer = window.setTimeout(() => setHover(null), TOOLTIP_HIDE_MS);
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const { window: w, getNow, onWindowChange } = latest.current;
      const next = wheelZoom(w, timeAt(local(e).x), e.deltaY, getNow());
      if (next !== w) onWindowChange(next);
    };
    node.addEventListener('pointerdown', down);
    node.addEventListener('pointermove', move);
    node.addEventListener('pointerup', up);
    node.addEventListener('pointerleave', leave);
    node.addEventListener('wheel', wheel, { passive: false });
    return () => {
      window.clearTimeout(hideTimer);
      node.removeEventListener('pointerdown', down);
      node.removeEventListener('pointermove', move);
      node.removeEventListener('pointerup', up);
      node.removeEventListener('pointerleave', leave);
      node.removeEventListener('wheel', wheel);
    };
  }, [canvas, latest]);

  return hover;
}
