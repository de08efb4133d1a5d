export { Timeline, DEFAULT_HEIGHT, type TimelineProps } from './components/timeline';
export { drawTimeline, type TimelineModel, type TimelinePalette } from './components/draw-timeline';
export * from './logic/types';
export * from './logic/constants';
export {
  buildIntervals,
  clickTarget,
  intervalAt,
  kindAt,
  LIVE_EDGE_SLACK_MS,
  mergeRanges,
  nextAfterEnd,
  windowTimeline,
  type IntervalOptions,
  type WindowTimeline,
  type RangeAt,
} from './logic/intervals';
export {
  archivePollMs,
  canMoveRight,
  canZoomIn,
  canZoomOut,
  centreOn,
  defaultWindow,
  moveLeft,
  moveRight,
  moveStep,
  pan,
  rangeSlices,
  wheelZoom,
  zoomIn,
  zoomOut,
} from './logic/window-moves';
export {
  annotationsAt,
  labelTicks,
  tickStep,
  TICK_LABEL_FORMATS,
  TICK_STEPS,
  timeToX,
  xToTime,
  type Tick,
  type TickFormat,
  type TimeZone,
} from './logic/geometry';
