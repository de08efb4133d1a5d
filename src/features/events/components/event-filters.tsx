import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/shared/date-range-picker';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { eventKeys, eventsApi } from '../api';
import { isFiltered, noEventFilters, type EventFilters, type ReviewedFilter } from '../logic/events-query';

/** The stream filter: the streams the user may view, searched by name on the server. */
function StreamFilter({ value, onChange }: { value: string | null; onChange(uid: string | null): void }) {
  const { t } = useTranslation('events');
  const [search, setSearch] = useState('');
  const typed = useDebounced(search.trim(), 300);
  const query = { page: 1, pageSize: 50, ...(typed ? { searchingValues: [typed] } : {}) };
  const streams = useQuery({
    queryKey: eventKeys.streams(query),
    queryFn: ({ signal }) => eventsApi.streams(query, signal),
  });
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      aria-label={t('filters.stream')}
      placeholder={t('filters.streamPlaceholder')}
      value={value ?? undefined}
      onChange={(uid) => onChange(uid ?? null)}
      loading={streams.isFetching}
      options={(streams.data?.items ?? []).map((s) => ({ value: s.uid, label: s.name }))}
      style={{ width: 200, maxWidth: '100%' }}
    />
  );
}

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
  return (
    <Flex role="search" aria-label={t('filters.label')} wrap gap={8} style={{ marginBottom: 12 }}>
      <StreamFilter value={filters.streamId} onChange={(streamId) => onChange({ streamId })} />
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
