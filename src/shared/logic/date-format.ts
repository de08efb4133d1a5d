import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/** docs/console.md#screens-and-routes date picker formats: values, the date display and the time display. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_DISPLAY = 'D MMM YYYY';
export const TIME_DISPLAY = 'HH:mm:ss, D MMMM';

/** A YYYY-MM-DD day as 'D MMM YYYY' in the language (en, ru). */
export function formatDay(day: string, language: string): string {
  return dayjs(day, DATE_FORMAT).locale(language).format(DATE_DISPLAY);
}

/** A moment (Unix ms) as 'HH:mm:ss, D MMMM' in the language. */
export function formatMoment(ms: number, language: string): string {
  return dayjs(ms).locale(language).format(TIME_DISPLAY);
}

/** Minutes east of UTC at a moment in the browser's time zone (Moscow: 180), as the server's timezone_offset takes it. */
export function localOffsetMinutes(ms: number): number {
  return -new Date(ms).getTimezoneOffset() || 0;
}

/** A moment of a list (created, last seen, expires) as '24 Nov 2026, 09:05' in the language. */
export function formatDateTime(iso: string, language: string): string {
  return dayjs(iso).locale(language).format('D MMM YYYY, HH:mm');
}

/** A moment to the second (an audit entry, a node's last heartbeat) as '24 Nov 2026, 09:05:07' in the language. */
export function formatExactTime(iso: string, language: string): string {
  return dayjs(iso).locale(language).format('D MMM YYYY, HH:mm:ss');
}
