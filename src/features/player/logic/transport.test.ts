import { describe, expect, it } from 'vitest';
import { firstTransport, NO_REFUSALS, wantsWebrtc, WALL_WEBRTC_BUDGET, webrtcTiles, withRefusal } from './transport';

const WHEP = '/v1/stream/a/live/whep';
const OTHER = '/v1/stream/b/live/whep';

describe('which transport a live picture tries first', () => {
  it('asks for WebRTC with "Prefer lowest latency", never with "Prefer compatibility"', () => {
    expect(wantsWebrtc('latency')).toBe(true);
    expect(wantsWebrtc('compatibility')).toBe(false);
    expect(wantsWebrtc('compatibility', true)).toBe(false);
  });

  it('leaves a tile past the budget to HLS', () => {
    expect(wantsWebrtc('latency', false)).toBe(false);
  });

  it('starts with WebRTC when wanted and nothing was refused, HLS otherwise', () => {
    expect(firstTransport(true, NO_REFUSALS, WHEP)).toBe('webrtc');
    expect(firstTransport(false, NO_REFUSALS, WHEP)).toBe('hls');
    expect(firstTransport(true, NO_REFUSALS, null)).toBe('hls');
  });

  it('once the server said WebRTC is off, every picture plays HLS at once', () => {
    const off = withRefusal(NO_REFUSALS, 'webrtcOff', WHEP);
    expect(firstTransport(true, off, WHEP)).toBe('hls');
    expect(firstTransport(true, off, OTHER)).toBe('hls');
    expect(withRefusal(off, 'webrtcOff', OTHER)).toBe(off);
  });

  it("a picture WebRTC cannot carry (codec) plays HLS at once; other streams' still try WebRTC", () => {
    const codec = withRefusal(NO_REFUSALS, 'webrtcUnsupportedCodec', WHEP);
    expect(firstTransport(true, codec, WHEP)).toBe('hls');
    expect(firstTransport(true, codec, OTHER)).toBe('webrtc');
    expect(withRefusal(codec, 'webrtcUnsupportedCodec', WHEP)).toBe(codec);
  });

  it('forgets failures of this browser or network (a slow picture, a failed connection)', () => {
    for (const reason of ['timeout', 'aborted', 'status 500', 'failed'])
      expect(withRefusal(NO_REFUSALS, reason, WHEP)).toBe(NO_REFUSALS);
  });
});

describe("a mosaic's WebRTC budget", () => {
  it('is 16 tiles', () => {
    expect(WALL_WEBRTC_BUDGET).toBe(16);
  });

  it('goes to the first tiles playing live, in the mosaic order', () => {
    const positions = Array.from({ length: 25 }, (_, i) => i);
    const chosen = webrtcTiles(positions);
    expect(chosen.size).toBe(16);
    expect(chosen.has(0) && chosen.has(15)).toBe(true);
    expect(chosen.has(16)).toBe(false);
    expect([...webrtcTiles([3, 7, 9], 2)]).toEqual([3, 7]);
  });

  it('gives every tile of a small mosaic WebRTC, and none with a budget of 0', () => {
    expect([...webrtcTiles([0, 1, 2, 3])]).toEqual([0, 1, 2, 3]);
    expect(webrtcTiles([0, 1], 0).size).toBe(0);
  });
});
