import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bookmark } from '@contract/index';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { toApiError } from '@/shared/http/to-api-error';
import { localOffsetMinutes } from '@/shared/logic/date-format';
import { PageFrame } from '@/shared/ui/page-frame';
import { BookmarkFiltersBar } from '../components/bookmark-filters';
import { BookmarkModal } from '../components/bookmark-modal';
import { BookmarksTable } from '../components/bookmarks-table';
import { HoldUsage } from '../components/hold-usage';
import { bookmarksListQuery, initialBookmarksState, isFiltered, withFilters, withPage } from '../logic/bookmarks-query';
import { useBookmarkChanges, useBookmarkList, useHoldUsage } from '../use-bookmarks';

/** Typing in a filter asks the server once the user pauses this long. */
const TYPING_MS = 300;

/** Bookmarks (docs/console.md#screens-and-routes /bookmarks): those of the streams the user may view, filtered and paged on the server. */
export function BookmarksPage() {
  const { t } = useTranslation('bookmarks');
  const { message } = App.useApp();
  const [state, setState] = useState(initialBookmarksState);
  const filters = useDebounced(state.filters, TYPING_MS);
  const list = useBookmarkList(bookmarksListQuery({ ...state, filters }, localOffsetMinutes));
  const holdUsage = useHoldUsage();
  const { remove } = useBookmarkChanges();
  const [editing, setEditing] = useState<Bookmark | null>(null);

  const onDelete = (b: Bookmark) =>
    remove.mutate(b.id, {
      onSuccess: () => void message.success(t('deleted')),
      onError: (error) => {
        const apiError = toApiError(error);
        void message.error(apiError.reason ? t(`reasons:${apiError.reason}`) : t(`errors:${apiError.code}`));
      },
    });

  return (
    <PageFrame>
      <BookmarkFiltersBar
        filters={state.filters}
        tags={list.data?.tags ?? []}
        onChange={(patch) => setState((s) => withFilters(s, patch))}
      />
      <HoldUsage usage={holdUsage.data} />
      <BookmarksTable
        bookmarks={list.data?.items}
        total={list.data?.total ?? 0}
        page={state.page}
        pageSize={state.pageSize}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onPage={(page, pageSize) => setState((s) => withPage(s, page, pageSize))}
        onEdit={setEditing}
        onDelete={onDelete}
        empty={t(isFiltered(filters) ? 'emptyFound' : 'empty')}
      />
      {editing && (
        <BookmarkModal
          key={editing.id}
          bookmark={editing}
          streamUid={editing.streamUid}
          streamName={editing.streamName}
          knownTags={list.data?.tags}
          onClose={() => setEditing(null)}
        />
      )}
    </PageFrame>
  );
}
