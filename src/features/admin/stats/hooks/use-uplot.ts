import { useEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Whether this browser draws on a canvas (not so in tests without one): the chart stays text only then. */
function canDraw(): boolean {
  return document.createElement('canvas').getContext('2d') !== null;
}

/**
 * A uPlot chart in `container`, as wide as it is: made again when the options change (theme,
 * language), given new data in place, resized with its column, destroyed on unmount.
 */
export function useUplot(
  container: RefObject<HTMLDivElement | null>,
  options: Omit<uPlot.Options, 'width' | 'height'>,
  data: uPlot.AlignedData,
  height: number,
): void {
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    const node = container.current;
    if (!node || !canDraw()) return undefined;
    const chart = new uPlot({ ...options, width: node.clientWidth || 320, height }, latest.current, node);
    plot.current = chart;
    const observer = new ResizeObserver(() => {
      if (node.clientWidth > 0) chart.setSize({ width: node.clientWidth, height });
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [container, options, height]);

  useEffect(() => {
    plot.current?.setData(data);
  }, [data]);
}
