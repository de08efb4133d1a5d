import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { calendarLimits, playingDay } from './calendar-day';

const at = (text: string) => dayjs(text).valueOf();
const now = at('2026-11-24T10:00:00');

describe('the day the calendar shows', () => {
  it('is the picture’s day in the archive', () => {
    expect(playingDay({ mode: 'archive', playingTime: at('2026-11-23T23:59:59'), startAt: null }, now)).toBe(
      '2026-11-23',
    );
  });

  it('is where the archive starts before the first frame', () => {
    expect(playingDay({ mode: 'archive', playingTime: null, startAt: at('2026-10-31T12:00:00') }, now)).toBe(
      '2026-10-31',
    );
  });

  it('is today in live, whatever played before', () => {
    expect(playingDay({ mode: 'live', playingTime: at('2026-11-23T12:00:00'), startAt: null }, now)).toBe('2026-11-24');
  });
});

describe('the calendar’s limits', () => {
  it('run from the first recorded day to today', () => {
    const recorded = { start: at('2026-09-30T22:00:00'), end: now };
    expect(calendarLimits(recorded, '2026-11-24', '2026-11-24')).toEqual({
      minDate: '2026-09-30',
      maxDate: '2026-11-24',
    });
  });

  it('hold the shown day when nothing is recorded yet', () => {
    expect(calendarLimits(null, '2026-11-24', '2026-11-24')).toEqual({ minDate: '2026-11-24', maxDate: '2026-11-24' });
    expect(calendarLimits(null, '2026-11-20', '2026-11-24')).toEqual({ minDate: '2026-11-20', maxDate: '2026-11-24' });
  });
});
