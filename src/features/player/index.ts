export { usePlayback } from './use-playback';
export { BEHIND_SEC, liveLatency } from './logic/latency';
export type { PlaybackSource } from './hls-controller';
export { archivePlaylistBase } from './api';
export { archivePlaylistUrl } from './logic/player-state';
export { SPEEDS } from './logic/speeds';
export { loadRanges } from './use-archive-timeline';
export { playerKeys } from './api';
