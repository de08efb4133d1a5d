import { describe, expect, it } from 'vitest';
import { recordingAt, uniformSchedule, weekHourOf, type RecordingSchedule } from './recording-mode';

// Monday 30 November 2026, 06:30 UTC: 09:30 in Moscow (UTC+3), still Sunday 22:30 in Los Angeles.
const MONDAY_0630_UTC = Date.UTC(2026, 10, 30, 6, 30);

describe('recording modes', () => {
  it('reads the day of the week and the hour in the schedule’s time zone', () => {
    expect(weekHourOf(MONDAY_0630_UTC, 'UTC')).toEqual({ day: 0, hour: 6 });
    expect(weekHourOf(MONDAY_0630_UTC, 'Europe/Moscow')).toEqual({ day: 0, hour: 9 });
    expect(weekHourOf(MONDAY_0630_UTC, 'America/Los_Angeles')).toEqual({ day: 6, hour: 22 });
    expect(weekHourOf(Date.UTC(2026, 10, 29, 23, 59), 'UTC')).toEqual({ day: 6, hour: 23 });
  });

  it('answers always and motion as they are, and a schedule by its hour', () => {
    expect(recordingAt('always', null, MONDAY_0630_UTC)).toBe('always');
    expect(recordingAt('motion', null, MONDAY_0630_UTC)).toBe('motion');
    const office: RecordingSchedule = uniformSchedule('motion', 'Europe/Moscow');
    office.days[0]![9] = 'always';
    office.days[0]![10] = 'off';
    expect(recordingAt('schedule', office, MONDAY_0630_UTC)).toBe('always');
    expect(recordingAt('schedule', office, MONDAY_0630_UTC + 3_600_000)).toBe('off');
    expect(recordingAt('schedule', office, MONDAY_0630_UTC - 3_600_000)).toBe('motion');
  });

  it('records always when the schedule is missing or malformed, so a bad setting loses nothing', () => {
    expect(recordingAt('schedule', null, MONDAY_0630_UTC)).toBe('always');
    expect(recordingAt('schedule', { timeZone: 'Mars/Olympus', days: [] }, MONDAY_0630_UTC)).toBe('always');
    expect(recordingAt('schedule', { timeZone: 'UTC', days: [['nope' as never]] }, MONDAY_0630_UTC)).toBe('always');
  });
});
