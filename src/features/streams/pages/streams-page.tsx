import { Alert, Button, Skeleton } from 'antd';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';
import { Pager } from '@/shared/ui/pager';
import { StreamsEmpty } from '../components/streams-empty';
import { StreamsFilters } from '../components/streams-filters';
import { StreamsGrid } from '../components/streams-grid';
import '@/shared/ui/plain-text.css';
import { StreamsTableLazy } from '../components/streams-table-lazy';
import '../components/stream-card.css';
import { firstCounts, firstScreenCount } from '../logic/first-screen';
import { PAGE_SIZE, sectionsOf, type StreamSection } from '../logic/streams-list';
import { useStreamsPageStore } from '../store';
import { useIdleTogglesPreload } from '../use-idle-toggles-preload';
import { useStreamsList } from '../use-streams-list';

function Loading({ grid }: { grid: boolean }) {
  if (!grid) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <div className="vigil-streams-grid">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="vigil-stream-card">
          <div className="vigil-stream-card__body">
            <Skeleton active />
          </div>
        </div>
      ))}
    </div>
  );
}

/** All streams (docs/console.md#screens-and-routes): table or grid, grouped by tag or not, filtered, sorted and paged as remembered. */
export function StreamsPage() {
  const { t } = useTranslation(['streams', 'shell']);
  const { viewMode, page, searchValues, typing, onlyAvailable, nodeId, update } = useStreamsPageStore();
  const { data, isPending, isError, refetch } = useStreamsList();
  const grid = viewMode === 'grid';
  const sections = useMemo(() => (data ? sectionsOf(data) : []), [data]);
  useIdleTogglesPreload(data !== undefined);

  const titleOf = (section: StreamSection) =>
    section.tag === undefined ? t('shell:tooltips.allStreams') : (section.tag ?? t('list.untagged'));

  let body;
  if (isPending) body = <Loading grid={grid} />;
  else if (isError && !data)
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('list.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
      />
    );
  else if (data.items.length === 0)
    body = (
      <StreamsEmpty filtered={searchValues.length > 0 || typing.trim() !== '' || onlyAvailable || nodeId !== null} />
    );
  else {
    // A toggle draws a window's worth of streams at once and the rest of the page right after.
    const first = firstCounts(
      sections.map((section) => section.items.length),
      firstScreenCount(viewMode, window.innerWidth, window.innerHeight),
    );
    body = sections.map((section, index) => {
      const title = titleOf(section);
      const View = grid ? StreamsGrid : StreamsTableLazy;
      return (
        <section key={section.key} aria-label={title} style={{ marginBottom: 24 }}>
          {section.tag !== undefined && (
            <h5 className="vigil-heading-5">
              {title}{' '}
              <span className="vigil-text-secondary" style={{ fontWeight: 'normal' }}>
                {t('list.groupCount', { count: section.total })}
              </span>
            </h5>
          )}
          <Suspense fallback={<Loading grid={grid} />}>
            <View streams={section.items} label={title} first={first[index]!} />
          </Suspense>
        </section>
      );
    });
  }

  return (
    <div style={{ padding: 24 }}>
      <PageTitle />
      <StreamsFilters total={data?.total} />
      {body}
      {data && (
        <Pager
          label={t('list.pagination')}
          current={page}
          total={data.total}
          pageSize={PAGE_SIZE}
          onChange={(next) => update({ page: next })}
        />
      )}
    </div>
  );
}
