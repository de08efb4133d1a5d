import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import type { ChartUnit } from '../logic/charts';
import { scale } from '../logic/scale';
import { STATS_NS } from '../texts';

/** Writes a figure with its unit as the language does ("1,5 ГБ", "2.5 Mbit/s"). */
export function useFormatFigure() {
  const { t, i18n } = useTranslation(STATS_NS);
  const language = asLanguage(i18n.language) ?? 'en';
  return useCallback(
    (value: number, unit: ChartUnit) => {
      const s = scale(value, unit);
      return t(`units.${s.unit}`, { value: formatNumber(s.value, language, s.digits) });
    },
    [t, language],
  );
}
