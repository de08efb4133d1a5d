import { describe, expect, it } from 'vitest';
import { uniformSchedule } from '@contract/recording-mode';
import {
  archiveChanges,
  countCells,
  defaultSchedule,
  movedSlot,
  needsMotion,
  paintRect,
  timeZoneOptions,
} from './recording-schedule';

const week = uniformSchedule('always', 'UTC').days;

describe('recording schedule', () => {
  it('paints the rectangle between two hours, from either corner, and nothing else', () => {
    const painted = paintRect(week, { day: 4, hour: 20 }, { day: 2, hour: 18 }, 'off');
    expect(countCells(painted)).toEqual({ off: 9, always: 159, motion: 0 });
    for (const day of [2, 3, 4]) expect(painted[day]?.slice(18, 21)).toEqual(['off', 'off', 'off']);
    expect(painted[1]?.[19]).toBe('always');
    expect(painted[3]?.[17]).toBe('always');
    expect(painted[3]?.[21]).toBe('always');
    // The week it painted over is left as it was.
    expect(countCells(week)).toEqual({ off: 0, always: 168, motion: 0 });
  });

  it('paints one hour, and clamps a corner outside the week to its edge', () => {
    expect(countCells(paintRect(week, { day: 0, hour: 0 }, { day: 0, hour: 0 }, 'motion')).motion).toBe(1);
    const all = paintRect(week, { day: -3, hour: -1 }, { day: 9, hour: 30 }, 'motion');
    expect(countCells(all)).toEqual({ off: 0, always: 0, motion: 168 });
    expect(all).toHaveLength(7);
    expect(all.every((row) => row.length === 24)).toBe(true);
  });

  it('moves the focus with the arrows, stopping at the edges', () => {
    expect(movedSlot({ day: 0, hour: 0 }, 'ArrowLeft')).toEqual({ day: 0, hour: 0 });
    expect(movedSlot({ day: 0, hour: 0 }, 'ArrowUp')).toEqual({ day: 0, hour: 0 });
    expect(movedSlot({ day: 0, hour: 5 }, 'ArrowRight')).toEqual({ day: 0, hour: 6 });
    expect(movedSlot({ day: 6, hour: 5 }, 'ArrowDown')).toEqual({ day: 6, hour: 5 });
    expect(movedSlot({ day: 2, hour: 5 }, 'End')).toEqual({ day: 2, hour: 23 });
    expect(movedSlot({ day: 2, hour: 5 }, 'Home')).toEqual({ day: 2, hour: 0 });
    expect(movedSlot({ day: 2, hour: 5 }, 'a')).toBeNull();
  });

  it('starts a schedule as every hour kept in the given or the browser time zone', () => {
    expect(defaultSchedule('Europe/Moscow')).toEqual(uniformSchedule('always', 'Europe/Moscow'));
    expect(defaultSchedule().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('lists the time zones, sorted, with the current one even when unknown to the runtime', () => {
    const zones = timeZoneOptions('Mars/Olympus');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Moscow');
    expect(zones).toContain('Mars/Olympus');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });

  it('needs motion detection for the motion mode and for a schedule with motion hours', () => {
    expect(needsMotion('always', undefined)).toBe(false);
    expect(needsMotion('motion', undefined)).toBe(true);
    expect(needsMotion('schedule', week)).toBe(false);
    expect(needsMotion('schedule', paintRect(week, { day: 1, hour: 1 }, { day: 1, hour: 1 }, 'motion'))).toBe(true);
  });
});

describe('archive changes', () => {
  const saved = { isEnable: true, mode: 'always' as const, schedule: null };

  it('sends nothing when nothing changed, and the mode alone when it did', () => {
    expect(archiveChanges(saved, { ...saved })).toBeNull();
    expect(archiveChanges(saved, { ...saved, mode: 'motion', schedule: defaultSchedule('UTC') })).toEqual({
      mode: 'motion',
    });
    expect(archiveChanges(saved, { ...saved, isEnable: false })).toEqual({ isEnable: false });
  });

  it('sends a schedule never saved with the schedule mode, even untouched', () => {
    expect(archiveChanges(saved, { ...saved, mode: 'schedule', schedule: defaultSchedule('UTC') })).toEqual({
      mode: 'schedule',
      schedule: uniformSchedule('always', 'UTC'),
    });
  });

  it('sends a changed schedule or time zone, and not an unchanged one', () => {
    const drawn = { isEnable: true, mode: 'schedule' as const, schedule: uniformSchedule('off', 'UTC') };
    expect(archiveChanges(drawn, { ...drawn, schedule: uniformSchedule('off', 'UTC') })).toBeNull();
    expect(archiveChanges(drawn, { ...drawn, schedule: uniformSchedule('off', 'Europe/Moscow') })).toEqual({
      schedule: uniformSchedule('off', 'Europe/Moscow'),
    });
    const days = paintRect(drawn.schedule.days, { day: 0, hour: 9 }, { day: 4, hour: 17 }, 'motion');
    expect(archiveChanges(drawn, { ...drawn, schedule: { timeZone: 'UTC', days } })).toEqual({
      schedule: { timeZone: 'UTC', days },
    });
    // Another mode keeps the drawn schedule on the server, unsent.
    expect(archiveChanges(drawn, { ...drawn, mode: 'always', schedule: uniformSchedule('motion') })).toEqual({
      mode: 'always',
    });
  });
});
