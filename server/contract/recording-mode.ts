/**
 * What a stream's archive keeps, and when (docs/motion.md#recording-modes): plain values and pure
 * rules, shared by the server (which keeps or drops each segment) and the console (which draws the
 * schedule), with no TypeBox.
 */

export const RECORDING_MODES = ['always', 'motion', 'schedule'] as const;
export type RecordingMode = (typeof RECORDING_MODES)[number];

/** One hour of a weekly schedule: nothing kept, everything kept, or what is near motion. */
export const SCHEDULE_CELLS = ['off', 'always', 'motion'] as const;
export type ScheduleCell = (typeof SCHEDULE_CELLS)[number];

export interface RecordingSchedule {
  /** The IANA time zone the hours are in (e.g. Europe/Moscow). */
  timeZone: string;
  /** 7 days, Monday first, of 24 hours each. */
  days: ScheduleCell[][];
}

/** Kept before the first second with motion, from the short rolling buffer of live segments. */
export const MOTION_PRE_ROLL_MS = 5_000;
/** Kept after the last second with motion. */
export const MOTION_POST_ROLL_MS = 10_000;

/** A week all of one kind. */
export const uniformSchedule = (cell: ScheduleCell, timeZone = 'UTC'): RecordingSchedule => ({
  timeZone,
  days: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => cell)),
});

/** Whether a time zone name is one this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formats = new Map<string, Intl.DateTimeFormat>();

/** The day of the week (0: Monday) and the hour (0–23) of a moment in a time zone. */
export function weekHourOf(timeMs: number, timeZone: string): { day: number; hour: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(timeMs));
  const day = WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
  return { day: Math.max(0, day), hour };
}

/**
 * What the archive does at a moment: keep everything, keep what is near motion, or keep nothing.
 * A schedule that is missing or malformed records always (nothing is lost by a bad setting).
 */
export function recordingAt(mode: RecordingMode, schedule: RecordingSchedule | null, timeMs: number): ScheduleCell {
  if (mode === 'always') return 'always';
  if (mode === 'motion') return 'motion';
  if (!schedule || !isTimeZone(schedule.timeZone)) return 'always';
  const { day, hour } = weekHourOf(timeMs, schedule.timeZone);
  const cell = schedule.days[day]?.[hour];
  return cell && (SCHEDULE_CELLS as readonly string[]).includes(cell) ? cell : 'always';
}
