import { loadPlaybackPreferences } from '@/shared/preferences/playback-record';
import { wantsWebrtc } from './logic/transport';
import { whepUrlOf } from './logic/whep';
import { WARM_MAX_MS, warmWhep } from './warm-whep';
import { negotiate } from './whep-browser';

export { dropWarmWhep as dropWarmLive } from './warm-whep';

/**
 * Start-up on a player page: live starts before the page has drawn its video. Over WebRTC (what
 * this device prefers by default) the offer goes at once, and nothing of HLS loads: the player
 * readies its fallback only if the picture is late (docs/live-and-archive.md#webrtc). Otherwise
 * the live playlist loads meanwhile.
 */
export function warmLiveForDevice(url: string): Promise<void> {
  if (offerLive(url)) return Promise.resolve();
  return import('./hls-controller').then((m) => m.warmLive(url));
}

/**
 * The WHEP offer beside the live playlist `url` goes now, for the page's player to take, when
 * this device plays live over WebRTC (true); false when it plays HLS.
 */
export function offerLive(url: string): boolean {
  const webrtc = wantsWebrtc(loadPlaybackPreferences().latency) && typeof RTCPeerConnection !== 'undefined';
  const whep = webrtc ? whepUrlOf(url) : null;
  if (!whep) return false;
  warmWhep(whep, (signal, onEnd) => negotiate(whep, signal, onEnd), WARM_MAX_MS);
  return true;
}
