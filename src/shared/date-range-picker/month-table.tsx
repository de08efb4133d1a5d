import { dayName, monthGrid, monthTitle, type WeekdayLabel } from './logic/calendar';
import { inPeriod, type DateRangeType } from './logic/selection';

interface MonthTableProps {
  /** YYYY-MM. */
  month: string;
  /** A dayjs locale name ('en', 'ru'). */
  locale: string;
  /** The weekday columns, from the locale's first day of the week. */
  weekdays: readonly WeekdayLabel[];
  today: string;
  type: DateRangeType;
  value: readonly string[];
  isDisabled(day: string): boolean;
  onPick(day: string): void;
}

/** One month: its title, the weekday columns and a button per day named by its full date. */
export function MonthTable({ month, locale, weekdays, today, type, value, isDisabled, onPick }: MonthTableProps) {
  return (
    <table className="vigil-drp-month">
      <caption>{monthTitle(month, locale)}</caption>
      <thead>
        <tr>
          {weekdays.map((w) => (
            <th key={w.weekday} scope="col" abbr={w.long}>
              {w.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month, weekdays[0]?.weekday ?? 0).map((week) => (
          <tr key={week[0]!.day}>
            {week.map(({ day, inMonth }) =>
              inMonth ? (
                <td key={day}>
                  <button
                    type="button"
                    data-day={day}
                    className={[
                      'vigil-drp-day',
                      day === today ? 'is-today' : '',
                      inPeriod(type, value, day) ? 'is-between' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    aria-label={dayName(day, locale)}
                    aria-pressed={value.includes(day)}
                    aria-current={day === today ? 'date' : undefined}
                    disabled={isDisabled(day)}
                    onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ) : (
                <td key={day} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
