/**
 * What the player asks the video engine for and gets back (hls-controller.ts): a source, its
 * events, and a handle to the playback, whichever transport carries it.
 */
export interface PlaybackSource {
  url: string;
  live: boolean;
  /** Archive: the wall-clock moment (ms) to start at, found through the playlist's PROGRAM-DATE-TIME. */
  startAt?: number | null;
  /** Sent with every playlist and segment request (a share link's token). */
  headers?: Record<string, string>;
  /** One of many players on a wall (a mosaic tile): smaller buffers, so dozens fit in one tab. */
  wall?: boolean;
  /**
   * Live: true tries WebRTC first, false plays low-latency HLS only (logic/transport decides: the
   * user's preference, a wall's budget). Unset: a single player tries it, a tile does not.
   */
  webrtc?: boolean;
}

export interface PlaybackEvents {
  /**
   * Playback gave up after its retries. `refusal`: the catalogue code when the server refused a
   * playlist with one (LicenseExpired, Forbidden…), so the page can say why; null otherwise.
   */
  onFatal?: (details: string, refusal: string | null) => void;
  /** An archive playlist without a single segment: there is nothing to play from here. */
  onEmpty?: () => void;
  /** Live: what carries the picture, once known (WebRTC or HLS at its first frame, HLS as it falls back). */
  onTransport?: (transport: LiveTransport) => void;
}

/** What carries a live picture: WebRTC (WHEP), or low-latency HLS. */
export type LiveTransport = 'webrtc' | 'hls';

export interface PlaybackHandle {
  /** The wall-clock time (ms) of the picture on screen, from the playlist's PROGRAM-DATE-TIME; null before the first frame. */
  playingTime(): number | null;
  /** Live: goes to where the player means to be behind the live edge (after a pause, or far behind). */
  toLiveEdge(): void;
  dispose(): void;
}
