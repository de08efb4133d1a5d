import { describe, expect, it } from 'vitest';
import { SMALL_TILE_PX } from './geometry';
import { tilePlaylistUrl } from './rendition';

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
