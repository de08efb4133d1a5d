import { onFirstFrame } from './first-frame';
import { realHls, type HlsFactory, type HlsLike } from './hls-engine';
import { startPlayback, takeWarm } from './hls-playback';
import type { PlaybackEvents, PlaybackHandle, PlaybackSource } from './playback-types';
import { attachWebrtc, whepOf } from './webrtc-attach';
import { dropWarmWhep, WARM_MAX_MS } from './warm-whep';

/**
 * The video engine, outside React (docs/architecture.md: players are disposable): attach a
 * playback to a <video> for one source, get a handle, dispose it. Live tries WebRTC first
 * (webrtc-attach.ts) and plays low-latency HLS otherwise; the archive plays HLS (hls-playback.ts,
 * with its configuration in hls-config.ts). The back buffer is bounded, loads retry a bounded
 * number of times, and disposing destroys the instance and clears the element's source.
 */
export type { LiveTransport, PlaybackEvents, PlaybackHandle, PlaybackSource } from './playback-types';
export type { HlsFactory, HlsLike };
export { PLAYER_CONFIG, WALL_CONFIG, playerConfigFor, refusalOf, wallPlaylist } from './hls-config';
export { warmLive } from './hls-playback';
export { FALLBACK_READY_MS, forgetWebrtcRefusals, WALL_WEBRTC_PICTURE_MS, WEBRTC_PICTURE_MS } from './webrtc-attach';
export { WARM_MAX_MS };

export function attachPlayback(
  video: HTMLVideoElement,
  source: PlaybackSource,
  events: PlaybackEvents = {},
  create: HlsFactory = realHls,
): PlaybackHandle {
  const whep = whepOf(source);
  if (whep) return attachWebrtc(video, source, whep, events, create);
  // A WebRTC session warmed for this page is not what plays (its stream would hide HLS in the element).
  dropWarmWhep();
  const playback = takeWarm(source, events) ?? startPlayback(source, events, create);
  const handle = playback.attach(video);
  if (!source.live) return handle;
  // Live over HLS from the start (preferred, past a wall's budget, refused before): said at its first frame, as WebRTC is.
  video.dataset.transport = 'hls';
  const stopFrame = onFirstFrame(video, () => events.onTransport?.('hls'));
  return {
    ...handle,
    dispose: () => {
      stopFrame();
      delete video.dataset.transport;
      handle.dispose();
    },
  };
}
