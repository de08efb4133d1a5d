import { loadPlaybackPreferences } from '@/shared/preferences/playback-record';
import { wantsWebrtc } from './logic/transport';
import { whepUrlOf } from './logic/whep';
import { WARM_MAX_MS, warmWhep } from './warm-whep';
import { negotiate } from './whep-browser';

/**
 * Start-up on a player page: live starts before the page has drawn its video. Over WebRTC (what
 * this device prefers by default) the offer goes at once, and nothing of HLS loads: the player
 * readies its fallback only if the picture is late (docs/live-and-archive.md#webrtc). Otherwise
 * the live playlist loads meanwhile.
 */
export function warmLiveForDevice(url: string): Promise<void> {
  const webrtc = wantsWebrtc(loadPlaybackPreferences().latency) && typeof RTCPeerConnection !== 'undefined';
  const whep = webrtc ? whepUrlOf(url) : null;
  if (whep) {
    warmWhep(whep, (signal, onEnd) => negotiate(whep, signal, onEnd), WARM_MAX_MS);
    return Promise.resolve();
  }
  return import('./hls-controller').then((m) => m.warmLive(url));
}
