import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/shared/session/session-store';
import { ValuesInput } from '@/shared/ui/values-input';
import '@/shared/ui/plain-text.css';
import { SEARCH_LIMITS, type SortType } from '../logic/page-settings';
import { useStreamsPageStore } from '../store';

// Only a clustered server shows it: its Select (about 23 KB gzip) stays off the page's first load.
const NodeFilter = lazy(() => import('./node-filter').then((m) => ({ default: m.NodeFilter })));

const SORTS: { value: SortType; key: string }[] = [
  { value: 'date', key: 'list.sortDate' },
  { value: 'name', key: 'list.sortName' },
  { value: 'status', key: 'list.sortStatus' },
];

/**
 * Search values (each must match name, uid or a tag; the one being typed counts too), the sort and,
 * with clustering on, the node, beside the header's toggles.
 */
export function StreamsFilters({ total }: { total: number | undefined }) {
  const { t } = useTranslation('streams');
  const { searchValues, typing, sortType, groupType, update, type } = useStreamsPageStore();
  const clustered = useSessionStore((s) => s.settings?.clusterEnabled === true);
  const grouped = groupType === 'tag';
  const sortLabel = t(SORTS.find((s) => s.value === sortType)?.key ?? 'list.sortDate');
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        marginBottom: 16,
      }}
    >
      {/* A plain wrapping line (not Space), so the search field can be narrower than its width on a phone. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, maxWidth: '100%' }}>
        <ValuesInput
          values={searchValues}
          onChange={(values) => update({ searchValues: values })}
          typed={typing}
          onTyping={type}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          hint={t('list.searchHint')}
          removeLabel={(value) => t('list.removeSearch', { value })}
          max={SEARCH_LIMITS.values}
          maxLength={SEARCH_LIMITS.length}
        />
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [sortType],
            items: SORTS.map((s) => ({ key: s.value, label: t(s.key) })),
            onClick: ({ key }) => update({ sortType: key as SortType }),
          }}
        >
          <Button aria-label={`${t('list.sort')}: ${sortLabel}`}>
            {sortLabel} <DownOutlined />
          </Button>
        </Dropdown>
        {clustered && (
          <Suspense fallback={null}>
            <NodeFilter />
          </Suspense>
        )}
      </div>
      {total !== undefined && (
        // Grouped, the server counts a stream once per tag (its pages are of those places).
        <span className="vigil-text-secondary" title={grouped ? t('list.groupedTotalHint') : undefined}>
          {t(grouped ? 'list.groupedTotal' : 'list.total', { count: total })}
        </span>
      )}
    </div>
  );
}
