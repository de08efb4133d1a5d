import {
  uniformSchedule,
  type RecordingMode,
  type RecordingSchedule,
  type ScheduleCell,
} from '@contract/recording-mode';

export const SCHEDULE_DAYS = 7;
export const SCHEDULE_HOURS = 24;

/** One hour of the week: day 0 is Monday. */
export interface ScheduleSlot {
  day: number;
  hour: number;
}

/** The browser's time zone (UTC when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A schedule not drawn yet: every hour kept, in the browser's time zone. */
export const defaultSchedule = (timeZone = browserTimeZone()): RecordingSchedule => uniformSchedule('always', timeZone);

/** The time zones to pick from: the runtime's list, with `current` in it even when the list lacks it. */
export function timeZoneOptions(current: string | undefined): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set(['UTC', ...zones]);
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));

/** The week with every hour of the rectangle between two slots (either corner first) set to `cell`. */
export function paintRect(
  days: readonly (readonly ScheduleCell[])[],
  from: ScheduleSlot,
  to: ScheduleSlot,
  cell: ScheduleCell,
): ScheduleCell[][] {
  const [d0, d1] = [from.day, to.day].sort((a, b) => a - b).map((d) => clamp(d, SCHEDULE_DAYS - 1));
  const [h0, h1] = [from.hour, to.hour].sort((a, b) => a - b).map((h) => clamp(h, SCHEDULE_HOURS - 1));
  return Array.from({ length: SCHEDULE_DAYS }, (_, day) =>
    Array.from({ length: SCHEDULE_HOURS }, (_, hour) =>
      day >= d0! && day <= d1! && hour >= h0! && hour <= h1! ? cell : (days[day]?.[hour] ?? 'always'),
    ),
  );
}

/** The slot an arrow key (or Home, End) moves the focus to, stopping at the grid's edges; null for other keys. */
export function movedSlot({ day, hour }: ScheduleSlot, key: string): ScheduleSlot | null {
  switch (key) {
    case 'ArrowLeft':
      return { day, hour: clamp(hour - 1, SCHEDULE_HOURS - 1) };
    case 'ArrowRight':
      return { day, hour: clamp(hour + 1, SCHEDULE_HOURS - 1) };
    case 'ArrowUp':
      return { day: clamp(day - 1, SCHEDULE_DAYS - 1), hour };
    case 'ArrowDown':
      return { day: clamp(day + 1, SCHEDULE_DAYS - 1), hour };
    case 'Home':
      return { day, hour: 0 };
    case 'End':
      return { day, hour: SCHEDULE_HOURS - 1 };
    default:
      return null;
  }
}

/** How many hours of the week are of each kind. */
export function countCells(days: readonly (readonly ScheduleCell[])[]): Record<ScheduleCell, number> {
  const counts: Record<ScheduleCell, number> = { off: 0, always: 0, motion: 0 };
  for (const row of days) for (const cell of row) counts[cell] += 1;
  return counts;
}

const sameSchedule = (a: RecordingSchedule | null, b: RecordingSchedule | null) =>
  a !== null &&
  b !== null &&
  a.timeZone === b.timeZone &&
  a.days.length === b.days.length &&
  a.days.every((row, d) => row.length === b.days[d]?.length && row.every((c, h) => c === b.days[d]?.[h]));

/** What the form holds of the archive: recording on, its mode and the schedule drawn (kept while another mode is on). */
export interface ArchiveFormValues {
  isEnable: boolean;
  mode?: RecordingMode;
  schedule?: RecordingSchedule | null;
}

/** PUT's `archive`: the fields that change. */
export interface ArchiveChanges {
  isEnable?: boolean;
  mode?: RecordingMode;
  schedule?: RecordingSchedule;
}

/**
 * PUT's `archive`: only what changed, or null when nothing did. The schedule is sent with the schedule
 * mode only (drawn or not, it is what the server must follow), and only when it differs from the saved one.
 */
export function archiveChanges(saved: ArchiveFormValues, next: ArchiveFormValues): ArchiveChanges | null {
  const body: ArchiveChanges = {};
  if (next.isEnable !== saved.isEnable) body.isEnable = next.isEnable;
  const mode = next.mode ?? saved.mode;
  if (mode !== undefined && mode !== (saved.mode ?? 'always')) body.mode = mode;
  if (mode === 'schedule') {
    const schedule = next.schedule ?? saved.schedule ?? defaultSchedule();
    if (!sameSchedule(saved.schedule ?? null, schedule))
      body.schedule = { timeZone: schedule.timeZone, days: schedule.days.map((row) => [...row]) };
  }
  return Object.keys(body).length === 0 ? null : body;
}

/** Whether a mode (with its schedule) keeps what is near motion, which needs motion detection on. */
export function needsMotion(
  mode: RecordingMode | undefined,
  days: readonly (readonly ScheduleCell[])[] | undefined,
): boolean {
  if (mode === 'motion') return true;
  return mode === 'schedule' && (days ?? []).some((row) => row.includes('motion'));
}
