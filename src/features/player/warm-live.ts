import { usePlaybackStore } from '@/shared/preferences/playback-store';
import { warmLive } from './hls-controller';
import { wantsWebrtc } from './logic/transport';

/** Start-up's warm live playback, over what this device prefers (WebRTC first, or HLS at once). */
export function warmLiveForDevice(url: string): void {
  warmLive(url, undefined, wantsWebrtc(usePlaybackStore.getState().latency));
}
