import { describe, expect, it } from 'vitest';
import { PROBE_BUDGET_MS, elapsedSeconds, probeSummary, progressPercent } from './probe-check';

describe('probe progress', () => {
  it('fills over the 60 s budget and stops short of 100 until the answer comes', () => {
    expect(PROBE_BUDGET_MS).toBe(60_000);
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(12_000)).toBe(20);
    expect(progressPercent(30_000)).toBe(50);
    expect(progressPercent(59_999)).toBe(99);
    expect(progressPercent(60_000)).toBe(99);
    expect(progressPercent(600_000)).toBe(99);
  });

  it('never goes below zero or breaks on odd input', () => {
    expect(progressPercent(-500)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
    expect(progressPercent(1000, 0)).toBe(0);
    expect(progressPercent(1000, 4000)).toBe(25);
  });

  it('counts whole elapsed seconds', () => {
    expect(elapsedSeconds(0)).toBe(0);
    expect(elapsedSeconds(999)).toBe(0);
    expect(elapsedSeconds(12_400)).toBe(12);
    expect(elapsedSeconds(-2000)).toBe(0);
    expect(elapsedSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('probe summary', () => {
  it('gives codecs, size, frame rate and bitrate in kbit/s', () => {
    expect(
      probeSummary({ codecs: ['h264', 'aac'], width: 1920, height: 1080, frameRate: 25, bitrate: 4_096_000 }),
    ).toEqual({
      codecs: ['h264', 'aac'],
      size: { width: 1920, height: 1080 },
      frameRate: { value: 25, digits: 0 },
      bitrateKbps: { value: 4096, digits: 0 },
    });
  });

  it('keeps up to two decimals of the frame rate and one of a low bitrate', () => {
    const s = probeSummary({ codecs: ['mjpeg'], width: 640, height: 480, frameRate: 29.97003, bitrate: 2_450 });
    expect(s.frameRate).toEqual({ value: 29.97, digits: 2 });
    expect(s.bitrateKbps).toEqual({ value: 2.5, digits: 1 });
    expect(probeSummary({ codecs: [], width: 1, height: 1, frameRate: 12.5, bitrate: 12_600 })).toMatchObject({
      frameRate: { value: 12.5, digits: 1 },
      bitrateKbps: { value: 13, digits: 0 },
    });
  });

  it('leaves out what the source did not tell', () => {
    expect(probeSummary({ codecs: ['', 'h264'], width: null, height: 720, frameRate: null, bitrate: null })).toEqual({
      codecs: ['h264'],
      size: null,
      frameRate: null,
      bitrateKbps: null,
    });
    expect(probeSummary({ codecs: [], width: 0, height: 0, frameRate: 0, bitrate: 0 })).toMatchObject({
      size: null,
      frameRate: null,
      bitrateKbps: { value: 0, digits: 0 },
    });
  });
});
