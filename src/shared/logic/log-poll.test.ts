import { describe, expect, it } from 'vitest';
import { LOG_BEHIND_MS, LOG_PATIENCE_MS, logIsBehind, logTick } from './log-poll';

describe('the stream log poll on a slow server', () => {
  it('asks when nothing is open, and lets an open request finish within its patience', () => {
    expect(logTick(null, 10_000)).toBe('ask');
    expect(logTick(10_000, 10_000 + 1_000)).toBe('wait');
    expect(logTick(10_000, 10_000 + 1_500)).toBe('wait');
    expect(logTick(10_000, 10_000 + LOG_PATIENCE_MS - 1)).toBe('wait');
  });

  it('cancels and asks anew once the open request is older than its patience', () => {
    expect(logTick(10_000, 10_000 + LOG_PATIENCE_MS)).toBe('ask');
    expect(logTick(10_000, 10_000 + 30_000)).toBe('ask');
  });

  it('says the log is behind while a request has been open for a while, not for a quick one', () => {
    expect(logIsBehind(null, 50_000)).toBe(false);
    expect(logIsBehind(10_000, 10_000 + 500)).toBe(false);
    expect(logIsBehind(10_000, 10_000 + LOG_BEHIND_MS)).toBe(true);
  });
});
