import { describe, expect, it } from 'vitest';
import { recordingCost, sizeOf } from './recording-cost';

describe('what recording costs on disk', () => {
  it('takes a day of the probed bitrate, in GB of 1024 bytes', () => {
    // 768 kbit/s: 96,000 bytes a second, 8,294,400,000 bytes a day.
    expect(recordingCost(768_000, -1)).toEqual({ perDay: { value: 7.7, digits: 1, unit: 'GB' }, kept: null });
    expect(recordingCost(4_096_000, null)?.perDay).toEqual({ value: 41.2, digits: 1, unit: 'GB' });
  });

  it('multiplies a day by the days the archive keeps, or by its hours when they are not whole days', () => {
    expect(recordingCost(768_000, 168)?.kept).toEqual({
      size: { value: 54.1, digits: 1, unit: 'GB' },
      count: 7,
      per: 'days',
    });
    expect(recordingCost(768_000, 36)?.kept).toEqual({
      size: { value: 11.6, digits: 1, unit: 'GB' },
      count: 36,
      per: 'hours',
    });
  });

  it('says nothing without a bitrate, and nothing of the depth when recordings are kept until the disk runs short', () => {
    expect(recordingCost(null, 168)).toBeNull();
    expect(recordingCost(0, 168)).toBeNull();
    expect(recordingCost(Number.NaN, 168)).toBeNull();
    expect(recordingCost(768_000, -1)?.kept).toBeNull();
    expect(recordingCost(768_000, 0)?.kept).toBeNull();
  });

  it('writes sizes in MB, GB or TB, whole from 100 up', () => {
    expect(sizeOf((64_000 / 8) * 86_400)).toEqual({ value: 659, digits: 0, unit: 'MB' });
    expect(sizeOf(50 * 1024 ** 2)).toEqual({ value: 50, digits: 1, unit: 'MB' });
    expect(sizeOf(500 * 1024 ** 2)).toEqual({ value: 500, digits: 0, unit: 'MB' });
    expect(sizeOf(1024 ** 3 * 250.4)).toEqual({ value: 250, digits: 0, unit: 'GB' });
    expect(sizeOf(1024 ** 4 * 2.25)).toEqual({ value: 2.3, digits: 1, unit: 'TB' });
    expect(sizeOf(1024 ** 5 * 3)).toEqual({ value: 3072, digits: 0, unit: 'TB' });
  });
});
