import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatsRange } from '@contract/index';
import { STATS_RANGES } from '../logic/constants';
import { STATS_NS } from '../texts';

/** The last hour, 6 hours or 24 hours. */
export function RangeSelect({ value, onChange }: { value: StatsRange; onChange: (range: StatsRange) => void }) {
  const { t } = useTranslation(STATS_NS);
  return (
    <Segmented<StatsRange>
      aria-label={t('range.label')}
      value={value}
      onChange={onChange}
      options={STATS_RANGES.map((range) => ({ value: range, label: t(`range.${range}`) }))}
    />
  );
}
