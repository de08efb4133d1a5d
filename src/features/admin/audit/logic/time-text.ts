import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/** An entry's moment to the second, as '24 Nov 2026, 09:05:07' in the language (the viewer's time zone). */
export function formatAuditTime(iso: string, language: string): string {
  return dayjs(iso).locale(language).format('D MMM YYYY, HH:mm:ss');
}
