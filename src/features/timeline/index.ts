export { Timeline, type TimelineProps } from './components/timeline';
export * from './logic/types';
export * from './logic/constants';
export { buildIntervals, clickTarget, intervalAt, mergeRanges, nextAfterEnd, type RangeAt } from './logic/intervals';
export {
  archivePollMs,
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
} from './logic/window-moves';
export { labelTicks, timeToX, xToTime } from './logic/geometry';
