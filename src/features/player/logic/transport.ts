import type { LatencyPreference } from '@/shared/preferences/playback-record';

/**
 * Which transport a live picture tries first (docs/live-and-archive.md#webrtc): WebRTC, or
 * low-latency HLS at once. Pure: the player and a mosaic's tiles ask it, the controller applies
 * what the server has refused on this page.
 */

/** A mosaic plays at most this many tiles over WebRTC at once (each is a full-resolution decode). */
export const WALL_WEBRTC_BUDGET = 16;

/** What the server said about WebRTC on this page: switched off, or not for these endpoints' pictures. */
export interface WebrtcRefusals {
  serverOff: boolean;
  /** WHEP endpoints answered `webrtcUnsupportedCodec` (a camera copied with B-frames). */
  unsupported: ReadonlySet<string>;
}

export const NO_REFUSALS: WebrtcRefusals = { serverOff: false, unsupported: new Set() };

/** The refusals after a WebRTC attempt on `endpoint` fell back for `reason`: only the server's own reasons last. */
export function withRefusal(refusals: WebrtcRefusals, reason: string, endpoint: string): WebrtcRefusals {
  if (reason === 'webrtcOff') return refusals.serverOff ? refusals : { ...refusals, serverOff: true };
  if (reason === 'webrtcUnsupportedCodec' && !refusals.unsupported.has(endpoint))
    return { ...refusals, unsupported: new Set([...refusals.unsupported, endpoint]) };
  return refusals;
}

/**
 * Whether a live picture asks for WebRTC: never with "Prefer compatibility", never for a tile past
 * the wall's budget; with "Prefer lowest latency" (the default) otherwise.
 */
export function wantsWebrtc(preference: LatencyPreference, withinBudget = true): boolean {
  return preference === 'latency' && withinBudget;
}

/** The transport to start with: WebRTC when wanted and the server has not refused it for this endpoint. */
export function firstTransport(wanted: boolean, refusals: WebrtcRefusals, endpoint: string | null): 'webrtc' | 'hls' {
  if (!wanted || endpoint === null || refusals.serverOff || refusals.unsupported.has(endpoint)) return 'hls';
  return 'webrtc';
}

/**
 * The tiles of a mosaic that may play WebRTC: the first `budget` of those playing live, in the
 * mosaic's order (positions); the others play low-latency HLS or the low-resolution rendition.
 */
export function webrtcTiles(playing: readonly number[], budget: number = WALL_WEBRTC_BUDGET): ReadonlySet<number> {
  return new Set(playing.slice(0, Math.max(0, budget)));
}
