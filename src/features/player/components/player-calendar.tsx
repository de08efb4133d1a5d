import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeWindow } from '@/features/timeline';
import { DATE_FORMAT, DateRangePicker } from '@/shared/date-range-picker';
import { localOffsetMinutes } from '@/shared/logic/date-format';
import { playerApi, playerKeys } from '../api';

interface PlayerCalendarProps {
  uid: string;
  recorded: TimeWindow | null;
  /** A day was picked (YYYY-MM-DD, local). */
  onDay(day: string): void;
}

/** SPEC §2 calendar: the days with recordings come from the server; the others are disabled. */
export function PlayerCalendar({ uid, recorded, onDay }: PlayerCalendarProps) {
  const { t } = useTranslation('player');
  const [value, setValue] = useState<string[]>([]);
  const [months, setMonths] = useState<{ first: string; last: string } | null>(null);
  const today = dayjs().format(DATE_FORMAT);
  const first = recorded ? dayjs(recorded.start).format(DATE_FORMAT) : today;

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
      value={value}
      onChange={(next) => {
        setValue(next);
        if (next[0]) onDay(next[0]);
      }}
      minDate={first < today ? first : today}
      maxDate={today}
      isDateDisabled={isDateDisabled}
      onVisibleMonthsChange={(firstDay, lastDay) => setMonths({ first: firstDay, last: lastDay })}
      aria-label={t('calendar')}
      placeholder={t('calendar')}
    />
  );
}
