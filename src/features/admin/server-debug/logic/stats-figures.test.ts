import { describe, expect, it } from 'vitest';
import { sampleStats } from './sample-stats';
import { mebibytes, statsFigures, uptimeParts } from './stats-figures';

describe('uptime', () => {
  it('is whole days, hours and minutes', () => {
    expect(uptimeParts(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(uptimeParts(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(uptimeParts(3 * 86400 + 4 * 3600 + 5 * 60 + 59)).toEqual({ days: 3, hours: 4, minutes: 5 });
  });
});

describe('memory', () => {
  it('is in mebibytes, with a decimal only below 10', () => {
    expect(mebibytes(5 * 1024 * 1024 + 512 * 1024)).toEqual({ value: 5.5, digits: 1 });
    expect(mebibytes(150 * 1024 * 1024)).toEqual({ value: 150, digits: 0 });
  });
});

describe('the stats card figures', () => {
  it('reads every figure of the reply', () => {
    expect(statsFigures(sampleStats)).toEqual({
      uptime: { days: 1, hours: 1, minutes: 1 },
      memory: { value: 150, digits: 0 },
      heap: { value: 60, digits: 0 },
      cpu: { value: 7.25, digits: 1 },
      load: [0.5, 0.25, 1.5],
      ffmpeg: 3,
      leases: 2,
    });
  });
});
