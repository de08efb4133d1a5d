export { usePlayback } from './use-playback';
export type { PlaybackSource } from './hls-controller';
