import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_PLAYLIST_SPAN_MS,
  archivePlaylistUrl,
  goArchive,
  goLive,
  initialPlayerState,
  keepInView,
} from './player-state';
import { DEFAULT_SPEED_INDEX } from './speeds';

const now = Date.parse('2026-11-22T12:00:00Z');
const window = { start: now - 20 * 3_600_000, end: now + 3 * 3_600_000 };
const base = '/v1/stream/front-door/archive/index.m3u8';

describe('going live', () => {
  it('resets the speed, sets the window and plays the live playlist URL as given', () => {
    const fast = { ...initialPlayerState({ start: 0, end: 1 }), speedIndex: 6, mode: 'archive' as const, startAt: 5 };
    const next = goLive(fast, { available: true, playlistUrl: '/v1/stream/a/live/index.m3u8?x=1', window });
    expect(next).toMatchObject({ mode: 'live', speedIndex: DEFAULT_SPEED_INDEX, window, startAt: null });
    expect(next.playlist).toEqual({ url: '/v1/stream/a/live/index.m3u8?x=1' });
  });

  it('goes to the empty state with no playlist when the stream is not available', () => {
    const next = goLive(initialPlayerState(window), { available: false, playlistUrl: '/live.m3u8', window });
    expect(next.playlist).toBeNull();
    expect(next.mode).toBe('live');
  });
});

describe('going to the archive', () => {
  it('sets a playlist from the picked time with start_time and end_time, and the playing time', () => {
    const from = now - 5 * 3_600_000;
    const next = goArchive(initialPlayerState(window), { from, base, now, playlistMaxSeconds: 604_800 });
    expect(next.mode).toBe('archive');
    expect(next.startAt).toBe(from);
    const url = new URL(next.playlist!.url, 'http://x');
    expect(url.pathname).toBe(base);
    expect(url.searchParams.get('start_time')).toBe(new Date(from).toISOString());
    expect(url.searchParams.get('end_time')).toBe(new Date(from + ARCHIVE_PLAYLIST_SPAN_MS).toISOString());
    expect(next.playlist!.period).toEqual({ start: from, end: from + ARCHIVE_PLAYLIST_SPAN_MS });
  });

  it('keeps the speed, never runs the playlist past now, and stays within playlistMaxSeconds', () => {
    const state = { ...initialPlayerState(window), speedIndex: 4 };
    const recent = goArchive(state, { from: now - 60_000, base, now, playlistMaxSeconds: 604_800 });
    expect(recent.speedIndex).toBe(4);
    expect(recent.playlist!.period!.end).toBe(now);
    const capped = goArchive(state, { from: now - 7_200_000, base, now, playlistMaxSeconds: 600 });
    expect(capped.playlist!.period!.end).toBe(now - 7_200_000 + 600_000);
  });

  it('moves the window to a picked time outside it, keeping its length', () => {
    const from = window.start - 10 * 3_600_000;
    const next = goArchive(initialPlayerState(window), { from, base, now, playlistMaxSeconds: 604_800 });
    expect(next.window.end - next.window.start).toBe(window.end - window.start);
    expect((next.window.start + next.window.end) / 2).toBe(from);
  });
});

describe('keepInView', () => {
  it('leaves a window alone when the time is inside it', () => {
    expect(keepInView(window, now)).toBe(window);
  });

  it('builds the query from ISO times', () => {
    expect(archivePlaylistUrl('/a.m3u8', 0, 1000)).toBe(
      '/a.m3u8?start_time=1970-01-01T00%3A00%3A00.000Z&end_time=1970-01-01T00%3A00%3A01.000Z',
    );
  });
});
