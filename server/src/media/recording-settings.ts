import {
  RECORDING_MODES,
  recordingAt,
  SCHEDULE_CELLS,
  type RecordingMode,
  type RecordingSchedule,
  type ScheduleCell,
} from '../../contract/recording-mode';
import type { Stream } from '../../contract/schemas/stream';
import type { StreamRow } from './media-control';

type ArchiveColumns = Pick<StreamRow, 'archive_enabled' | 'archive_mode' | 'archive_schedule'>;

const isMode = (v: unknown): v is RecordingMode => (RECORDING_MODES as readonly unknown[]).includes(v);
const isCell = (v: unknown): v is ScheduleCell => (SCHEDULE_CELLS as readonly unknown[]).includes(v);

/** A stored schedule, or null when missing or malformed (then a schedule records always). */
export function parseSchedule(json: string | null): RecordingSchedule | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<RecordingSchedule>;
    const days = value.days;
    if (typeof value.timeZone !== 'string' || !Array.isArray(days) || days.length !== 7) return null;
    if (!days.every((d) => Array.isArray(d) && d.length === 24 && d.every(isCell))) return null;
    return { timeZone: value.timeZone, days };
  } catch {
    return null;
  }
}

/** A stream's archive settings as the API shows them, read defensively from its row. */
export function archiveSettingsOf(row: ArchiveColumns): Stream['archive'] {
  return {
    isEnable: Number(row.archive_enabled) === 1,
    mode: isMode(row.archive_mode) ? row.archive_mode : 'always',
    schedule: parseSchedule(row.archive_schedule),
  };
}

/** What the archive does with what a stream records at a moment: keep it, keep it if near motion, or not. */
export function keepingAt(row: ArchiveColumns, timeMs: number): ScheduleCell {
  if (Number(row.archive_enabled) !== 1) return 'off';
  const { mode, schedule } = archiveSettingsOf(row);
  return recordingAt(mode, schedule, timeMs);
}
