import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './date-format';

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
