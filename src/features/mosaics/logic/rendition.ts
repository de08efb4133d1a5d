import { SMALL_TILE_PX } from './geometry';

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
