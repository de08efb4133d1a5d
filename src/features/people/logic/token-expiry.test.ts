import { describe, expect, it } from 'vitest';
import { expireTimeOf, isExpired } from './token-expiry';

const now = Date.parse('2026-11-24T10:00:00.000Z');

describe("a new token's expiry", () => {
  it('is 30 days, 90 days or 365 days from now for the presets', () => {
    expect(expireTimeOf('30d', now)).toBe('2026-12-24T10:00:00.000Z');
    expect(expireTimeOf('90d', now)).toBe('2027-02-22T10:00:00.000Z');
    expect(expireTimeOf('1y', now)).toBe('2027-11-24T10:00:00.000Z');
  });

  it('is null for never, and for a picked day that is not in the future', () => {
    expect(expireTimeOf('never', now)).toBeNull();
    expect(expireTimeOf('date', now, now - 1)).toBeNull();
    expect(expireTimeOf('date', now, null)).toBeNull();
  });

  it('is the end of the picked day', () => {
    const end = Date.parse('2026-12-31T23:59:59.999Z');
    expect(expireTimeOf('date', now, end)).toBe('2026-12-31T23:59:59.999Z');
  });

  it('says a token past its time has expired, and one without a time never', () => {
    expect(isExpired('2026-11-24T09:59:59.000Z', now)).toBe(true);
    expect(isExpired('2026-11-24T10:00:01.000Z', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });
});
