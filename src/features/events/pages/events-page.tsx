import { App, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StreamEvent } from '@contract/index';
import { eventExportValues, loadExportDialog, type ExportValues } from '@/features/exports';
import { toApiError } from '@/shared/http/to-api-error';
import { localOffsetMinutes } from '@/shared/logic/date-format';
import { PageFrame } from '@/shared/ui/page-frame';
import { EventFiltersBar } from '../components/event-filters';
import { EventsTable } from '../components/events-table';
import { eventsListQuery, initialEventsState, isFiltered, withFilters, withPage } from '../logic/events-query';
import { movedSelection, type ReviewAction } from '../logic/review-keys';
import { useEventList, useReviewEvents } from '../use-events';
import { useReviewKeys } from '../use-review-keys';

// The export dialog brings antd's forms and range picker: loaded when first opened.
const ExportDialog = lazy(() => loadExportDialog().then((m) => ({ default: m.ExportDialog })));

const NO_EVENTS: readonly StreamEvent[] = [];

/**
 * Events (docs/console.md#events): what motion detection found in the recordings of the streams the
 * user may view, newest first, filtered and paged on the server; reviewed from the keyboard too.
 */
export function EventsPage() {
  const { t } = useTranslation('events');
  const { message } = App.useApp();
  const [state, setState] = useState(initialEventsState);
  const list = useEventList(eventsListQuery(state, localOffsetMinutes));
  const review = useReviewEvents();
  const [selected, setSelected] = useState<string | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [exporting, setExporting] = useState<{ values: ExportValues; streamName: string } | null>(null);
  const events = list.data?.items ?? NO_EVENTS;

  const onReviewed = (event: StreamEvent, reviewed: boolean) =>
    review.mutate(
      { ids: [event.id], reviewed },
      { onError: (error) => void message.error(t(`errors:${toApiError(error).code}`)) },
    );

  useReviewKeys((action: ReviewAction) => {
    const ids = events.map((e) => e.id);
    if (action === 'next' || action === 'previous') {
      const next = movedSelection(ids, selected, action === 'next' ? 1 : -1);
      setSelected(next);
      // The clip follows the selection while one is open.
      if (playing !== null) setPlaying(next);
      return;
    }
    const event = events.find((e) => e.id === selected);
    if (!event) return;
    if (action === 'toggleClip') setPlaying(playing === event.id ? null : event.id);
    else onReviewed(event, !event.reviewed);
  });

  // The selected row is kept in view as j and k move through a long page.
  useEffect(() => {
    if (selected === null) return;
    const row = document.querySelector(`.vigil-events-table tr[data-row-key="${CSS.escape(selected)}"]`);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const current = events.find((e) => e.id === selected);
  return (
    <PageFrame>
      <EventFiltersBar
        filters={state.filters}
        onChange={(patch) => {
          setState((s) => withFilters(s, patch));
          setSelected(null);
          setPlaying(null);
        }}
      />
      <Typography.Paragraph type="secondary">{t('keysHint')}</Typography.Paragraph>
      <EventsTable
        events={list.data?.items}
        total={list.data?.total ?? 0}
        page={state.page}
        pageSize={state.pageSize}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onPage={(page, pageSize) => {
          setState((s) => withPage(s, page, pageSize));
          setSelected(null);
          setPlaying(null);
        }}
        selected={selected}
        onSelect={setSelected}
        playing={playing}
        onPlay={setPlaying}
        onReviewed={onReviewed}
        onExport={(e) => setExporting({ values: eventExportValues(e, Date.now()), streamName: e.streamName })}
        empty={t(isFiltered(state.filters) ? 'emptyFound' : 'empty')}
      />
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            initial={exporting.values}
            streams={[{ uid: exporting.values.streams[0] ?? '', name: exporting.streamName }]}
            onClose={() => setExporting(null)}
          />
        </Suspense>
      )}
      <span role="status" className="vigil-events-status">
        {current ? t('selected', { name: current.streamName }) : ''}
      </span>
    </PageFrame>
  );
}
