import { SMALL_TILE_PX } from './geometry';

/** The stream states whose tiles play live (a paused, failed or idle stream shows its last picture). */
const PLAYS: ReadonlySet<string> = new Set(['running', 'pending']);

/** Whether a tile plays its stream live: the viewer may see it and it runs (or is starting). */
export function playsLive(cell: { access: string; status?: string }): boolean {
  return cell.access === 'view' && cell.status !== undefined && PLAYS.has(cell.status);
}

/**
 * The positions of the tiles playing live, in the mosaic's order: only the enlarged one while one
 * is (the others are hidden). The first of them get the wall's WebRTC budget (logic/transport).
 */
export function liveTilePositions(
  cells: readonly { position: number; access: string; status?: string }[],
  enlarged: number | null,
): number[] {
  return cells.flatMap((c) => (playsLive(c) && (enlarged === null || c.position === enlarged) ? [c.position] : []));
}

/** What a tile knows of its stream's live playlists (a MosaicCell the viewer may see). */
export interface TilePlaylists {
  playlistUrl: string;
  /** The stream's low-resolution rendition; null: it has none. */
  lowResPlaylistUrl: string | null;
}

/**
 * The live playlist a tile plays: the low-resolution rendition while the tile is small (under
 * SMALL_TILE_PX tall on screen, and not full screen) and the stream has one; else the main
 * picture. A tile that grows (enlarged, full screen, a bigger window) switches to the main one,
 * and back when it shrinks. A height of 0 is a tile not laid out yet (or hidden): the main one.
 */
export function tilePlaylistUrl(cell: TilePlaylists, tileHeightPx: number, fullScreen: boolean): string {
  const small = !fullScreen && tileHeightPx > 0 && tileHeightPx < SMALL_TILE_PX;
  return small && cell.lowResPlaylistUrl ? cell.lowResPlaylistUrl : cell.playlistUrl;
}

/** A tile's live playback: the playlist, and whether it tries WebRTC first. */
export interface TileLive {
  url: string;
  webrtc: boolean;
}

/**
 * A tile given WebRTC (its preference, within the wall's budget) plays the main picture over it,
 * whatever its size (WebRTC carries the stream's own picture; it falls back to that playlist's
 * HLS); any other tile plays HLS of tilePlaylistUrl's rendition.
 */
export function tileLive(cell: TilePlaylists, tileHeightPx: number, fullScreen: boolean, webrtc: boolean): TileLive {
  if (webrtc) return { url: cell.playlistUrl, webrtc: true };
  return { url: tilePlaylistUrl(cell, tileHeightPx, fullScreen), webrtc: false };
}
