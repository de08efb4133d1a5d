import { Button, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStreamSearch } from '@/shared/streams/use-stream-search';
import { DateRangePicker } from '@/shared/date-range-picker';
import { StreamFilter } from '@/shared/ui/stream-filter';
import { isFiltered, noEventFilters, type EventFilters, type ReviewedFilter } from '../logic/events-query';

const REVIEWED: readonly ReviewedFilter[] = ['all', 'no', 'yes'];

/** The events page's filters: stream, period, reviewed or not; one reset. */
export function EventFiltersBar({
  filters,
  onChange,
}: {
  filters: EventFilters;
  onChange(patch: Partial<EventFilters>): void;
}) {
  const { t } = useTranslation('events');
  const streams = useStreamSearch();
  return (
    <Flex role="search" aria-label={t('filters.label')} wrap gap={8} style={{ marginBottom: 12 }}>
      <StreamFilter
        value={filters.streamId}
        onChange={(streamId) => onChange({ streamId })}
        label={t('filters.stream')}
        placeholder={t('filters.streamPlaceholder')}
        streams={streams}
      />
      <DateRangePicker
        type="period"
        value={filters.days}
        onChange={(days) => onChange({ days })}
        aria-label={t('filters.period')}
      />
      <Segmented<ReviewedFilter>
        aria-label={t('filters.reviewed')}
        value={filters.reviewed}
        onChange={(reviewed) => onChange({ reviewed })}
        options={REVIEWED.map((value) => ({ value, label: t(`filters.reviewedOptions.${value}`) }))}
      />
      <Button disabled={!isFiltered(filters)} onClick={() => onChange(noEventFilters)}>
        {t('filters.reset')}
      </Button>
    </Flex>
  );
}
