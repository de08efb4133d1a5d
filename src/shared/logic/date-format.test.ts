import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatExactTime, formatMoment, localOffsetMinutes } from './date-format';

describe('date display', () => {
  it("shows a day as 'D MMM YYYY' in English and Russian", () => {
    expect(formatDay('2026-11-02', 'en')).toBe('2 Nov 2026');
    expect(formatDay('2026-11-02', 'ru')).toBe('2 нояб. 2026');
  });

  it("shows a moment as 'HH:mm:ss, D MMMM'", () => {
    const at = new Date(2026, 10, 22, 9, 5, 7).getTime();
    expect(formatMoment(at, 'en')).toBe('09:05:07, 22 November');
    expect(formatMoment(at, 'ru')).toBe('09:05:07, 22 ноября');
  });
});

describe('localOffsetMinutes', () => {
  it('is minutes east of UTC, never -0', () => {
    const at = Date.parse('2026-07-01T12:00:00Z');
    const expected = -new Date(at).getTimezoneOffset();
    expect(localOffsetMinutes(at)).toBe(expected === 0 ? 0 : expected);
    expect(Object.is(localOffsetMinutes(at), -0)).toBe(false);
  });
});

describe('a moment of a list', () => {
  it('is the day, the month in the language and the local time', () => {
    const iso = new Date(2026, 10, 24, 9, 5).toISOString();
    expect(formatDateTime(iso, 'en')).toBe('24 Nov 2026, 09:05');
    expect(formatDateTime(iso, 'ru')).toBe('24 нояб. 2026, 09:05');
  });
});

describe('a moment to the second', () => {
  it('adds the seconds', () => {
    const iso = new Date(2026, 10, 24, 9, 5, 7).toISOString();
    expect(formatExactTime(iso, 'en')).toBe('24 Nov 2026, 09:05:07');
    expect(formatExactTime(iso, 'ru')).toBe('24 нояб. 2026, 09:05:07');
  });
});
