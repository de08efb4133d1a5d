import { describe, expect, it } from 'vitest';
import { AT_PARAM, playerAtPath } from './player-moment';

describe('playerAtPath', () => {
  it('is the stream player with the moment as its at parameter', () => {
    const path = playerAtPath('front door', '2026-11-25T07:00:00.000Z');
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/stream/front%20door/view');
    expect(url.searchParams.get(AT_PARAM)).toBe('2026-11-25T07:00:00.000Z');
  });
});
