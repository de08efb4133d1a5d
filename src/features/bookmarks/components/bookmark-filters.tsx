import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/shared/date-range-picker';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { bookmarkKeys, bookmarksApi } from '../api';
import { isFiltered, noBookmarkFilters, type BookmarkFilters } from '../logic/bookmarks-query';

/** The stream filter: the streams the user may view, searched by name on the server. */
function StreamFilter({ value, onChange }: { value: string | null; onChange(uid: string | null): void }) {
  const { t } = useTranslation('bookmarks');
  const [search, setSearch] = useState('');
  const typed = useDebounced(search.trim(), 300);
  const query = { page: 1, pageSize: 50, ...(typed ? { searchingValues: [typed] } : {}) };
  const streams = useQuery({
    queryKey: bookmarkKeys.streams(query),
    queryFn: ({ signal }) => bookmarksApi.streams(query, signal),
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

/** The bookmarks page's filters: text, stream, tag, period; one reset. */
export function BookmarkFiltersBar({
  filters,
  tags,
  onChange,
}: {
  filters: BookmarkFilters;
  /** The tags the user's bookmarks use. */
  tags: readonly string[];
  onChange(patch: Partial<BookmarkFilters>): void;
}) {
  const { t } = useTranslation('bookmarks');
  return (
    <Flex role="search" aria-label={t('filters.label')} wrap gap={8} style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        value={filters.search}
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        onChange={(e) => onChange({ search: e.target.value })}
        style={{ width: 240, maxWidth: '100%' }}
      />
      <StreamFilter value={filters.streamUid} onChange={(streamUid) => onChange({ streamUid })} />
      <Select<string>
        allowClear
        showSearch
        aria-label={t('filters.tag')}
        placeholder={t('filters.tagPlaceholder')}
        value={filters.tag ?? undefined}
        onChange={(tag) => onChange({ tag: tag ?? null })}
        options={tags.map((tag) => ({ value: tag, label: tag }))}
        style={{ width: 160, maxWidth: '100%' }}
      />
      <DateRangePicker
        type="period"
        value={filters.days}
        onChange={(days) => onChange({ days })}
        aria-label={t('filters.period')}
      />
      <Button disabled={!isFiltered(filters)} onClick={() => onChange(noBookmarkFilters)}>
        {t('filters.reset')}
      </Button>
    </Flex>
  );
}
