import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStreamSearch } from '@/shared/streams/use-stream-search';
import { DateRangePicker } from '@/shared/date-range-picker';
import { StreamFilter } from '@/shared/ui/stream-filter';
import { isFiltered, noBookmarkFilters, type BookmarkFilters } from '../logic/bookmarks-query';

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
  const streams = useStreamSearch();
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
      <StreamFilter
        value={filters.streamUid}
        onChange={(streamUid) => onChange({ streamUid })}
        label={t('filters.stream')}
        placeholder={t('filters.streamPlaceholder')}
        streams={streams}
      />
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
