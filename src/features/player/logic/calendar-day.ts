import dayjs from 'dayjs';
import type { TimeWindow } from '@/features/timeline';
import { DATE_FORMAT } from '@/shared/logic/date-format';
import type { ViewMode } from './player-state';

/**
 * The player's calendar (docs/console.md#screens-and-routes): the day it shows follows what plays, and its
 * limits always hold that day, so the months it opens with are the ones around it.
 */
export interface PlayingMoment {
  mode: ViewMode;
  /** The picture's time (ms); null before the first frame. */
  playingTime: number | null;
  /** Where the archive playlist starts (ms); null in live. */
  startAt: number | null;
}

/** The local day (YYYY-MM-DD) that plays: the picture's day in the archive (its start before the first frame), today in live. */
export function playingDay(moment: PlayingMoment, now: number): string {
  const time = moment.mode === 'archive' ? (moment.playingTime ?? moment.startAt ?? now) : now;
  return dayjs(time).format(DATE_FORMAT);
}

/** The days the calendar may offer: from the first recorded day (or the shown day, when earlier) to today. */
export function calendarLimits(
  recorded: TimeWindow | null,
  shown: string,
  today: string,
): { minDate: string; maxDate: string } {
  const first = recorded ? dayjs(recorded.start).format(DATE_FORMAT) : today;
  const minDate = [first, shown, today].sort()[0]!;
  return { minDate, maxDate: shown > today ? shown : today };
}
