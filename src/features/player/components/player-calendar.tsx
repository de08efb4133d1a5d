import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeWindow } from '@/features/timeline';
import { DATE_FORMAT, DateRangePicker } from '@/shared/date-range-picker';
import { localOffsetMinutes } from '@/shared/logic/date-format';
import { playerApi, playerKeys } from '../api';
import { calendarLimits, playingDay } from '../logic/calendar-day';
import { usePlayerStore } from '../store';

interface PlayerCalendarProps {
  uid: string;
  recorded: TimeWindow | null;
  /** A day was picked (YYYY-MM-DD, local). */
  onDay(day: string): void;
}

/**
 * docs/console.md#screens-and-routes calendar: the days with recordings come from the server; the others are disabled.
 * It shows the day that plays (today in live), so it opens on the months around it.
 */
export function PlayerCalendar({ uid, recorded, onDay }: PlayerCalendarProps) {
  const { t } = useTranslation('player');
  const [months, setMonths] = useState<{ first: string; last: string } | null>(null);
  // A string: the calendar renders again when the day changes, not with every frame.
  const playing = usePlayerStore((s) => playingDay(s, Date.now()));
  // A picked day shows at once, until its recording starts playing (or something else does).
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => setPicked(null), [playing]);
  const shown = picked ?? playing;
  const today = dayjs().format(DATE_FORMAT);
  const { minDate, maxDate } = calendarLimits(recorded, shown, today);

  const days = useQuery({
    queryKey: playerKeys.days(uid, months?.first ?? '', months?.last ?? ''),
    enabled: months !== null,
    queryFn: ({ signal }) => {
      const start = dayjs(months!.first).startOf('day');
      const end = dayjs(months!.last).add(1, 'day').startOf('day');
      return playerApi.availableDays(uid, start.valueOf(), end.valueOf(), localOffsetMinutes(start.valueOf()), signal);
    },
  });
  const available = useMemo(() => new Set(days.data?.days ?? []), [days.data]);
  const isDateDisabled = useCallback((day: string) => !available.has(day), [available]);

  return (
    <DateRangePicker
      type="single"
      value={[shown]}
      onChange={(next) => {
        if (!next[0]) return;
        setPicked(next[0]);
        onDay(next[0]);
      }}
      minDate={minDate}
      maxDate={maxDate}
      today={today}
      isDateDisabled={isDateDisabled}
      onVisibleMonthsChange={(firstDay, lastDay) => setMonths({ first: firstDay, last: lastDay })}
      aria-label={t('calendar')}
      placeholder={t('calendar')}
    />
  );
}
