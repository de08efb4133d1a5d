import { describe, expect, it } from 'vitest';
import { SMALL_TILE_PX } from './geometry';
import { liveTilePositions, playsLive, tileLive, tilePlaylistUrl } from './rendition';

const MAIN = '/v1/stream/cam-1/live/index.m3u8';
const LOW = '/v1/stream/cam-1/live/low.m3u8';
const withLow = { playlistUrl: MAIN, lowResPlaylistUrl: LOW };
const withoutLow = { playlistUrl: MAIN, lowResPlaylistUrl: null };

describe("a tile's live rendition", () => {
  it('is the low-resolution one while the tile is under about 172 px tall', () => {
    expect(SMALL_TILE_PX).toBe(172);
    expect(tilePlaylistUrl(withLow, 90, false)).toBe(LOW);
    expect(tilePlaylistUrl(withLow, 171.5, false)).toBe(LOW);
  });

  it('is the main picture from 172 px up: a tile that grows switches, and back when it shrinks', () => {
    expect(tilePlaylistUrl(withLow, 172, false)).toBe(MAIN);
    expect(tilePlaylistUrl(withLow, 600, false)).toBe(MAIN);
    expect([120, 400, 120].map((h) => tilePlaylistUrl(withLow, h, false))).toEqual([LOW, MAIN, LOW]);
  });

  it('is the main picture full screen, whatever the tile measured before', () => {
    expect(tilePlaylistUrl(withLow, 120, true)).toBe(MAIN);
  });

  it('is the main picture when the stream has no low-resolution rendition', () => {
    expect(tilePlaylistUrl(withoutLow, 90, false)).toBe(MAIN);
  });

  it('is the main picture for a tile not laid out yet (or hidden)', () => {
    expect(tilePlaylistUrl(withLow, 0, false)).toBe(MAIN);
  });
});

describe("a tile's live playback over WebRTC", () => {
  it('is the main picture over WebRTC when the tile is given it, even a small tile', () => {
    expect(tileLive(withLow, 90, false, true)).toEqual({ url: MAIN, webrtc: true });
    expect(tileLive(withLow, 600, false, true)).toEqual({ url: MAIN, webrtc: true });
  });

  it('is HLS of the rendition as before when it is not (past the budget, or "Prefer compatibility")', () => {
    expect(tileLive(withLow, 90, false, false)).toEqual({ url: LOW, webrtc: false });
    expect(tileLive(withLow, 600, false, false)).toEqual({ url: MAIN, webrtc: false });
  });
});

describe('the tiles that play live', () => {
  const cell = (position: number, status: string) => ({ position, access: 'view', status });
  const cells = [cell(0, 'running'), cell(1, 'paused'), { position: 2, access: 'none' }, cell(3, 'pending')];

  it('are those the viewer may see whose stream runs or is starting, in order', () => {
    expect(liveTilePositions(cells, null)).toEqual([0, 3]);
    expect(playsLive(cell(0, 'failed'))).toBe(false);
  });

  it('are only the enlarged one while a tile is enlarged', () => {
    expect(liveTilePositions(cells, 3)).toEqual([3]);
    expect(liveTilePositions(cells, 1)).toEqual([]);
  });
});
