import { formatNumber } from '@/shared/format/number';
import type { Language } from '@/shared/i18n/logic/pick-language';

const UNITS = { en: ['B', 'KB', 'MB', 'GB', 'TB'], ru: ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'] } as const;

/** A size in bytes as people read it: 1 decimal from KB on (1024-based), in the language's number format. */
export function formatFileSize(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.en.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, language, unit === 0 ? 0 : 1)} ${UNITS[language][unit]}`;
}
