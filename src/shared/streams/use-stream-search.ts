import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Stream } from '@contract/index';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { call } from '@/shared/http/client';

/**
 * The streams the user may view, searched on the server by what is typed (name, uid or tag; the
 * first 50), for the pickers and filters of other pages. The list found stays while a new search runs.
 * Shared rather than in the streams feature, whose index is in the all-streams first load: the pages
 * that search (events, bookmarks, exports, the mosaic editor) load it with them. Its query key is
 * under the streams domain's prefix, so a change of streams refreshes it too.
 */
export function useStreamSearch(options: { handlesErrors?: boolean } = {}): {
  search: string;
  onSearch(text: string): void;
  found: Stream[] | undefined;
  /** Asking now (a search or a refresh). */
  fetching: boolean;
  /** Nothing found yet. */
  pending: boolean;
} {
  const [search, setSearch] = useState('');
  const typed = useDebounced(search.trim(), 300);
  const query = { page: 1, pageSize: 50, ...(typed ? { searchingValues: [typed] } : {}) };
  const streams = useQuery({
    queryKey: ['streams', 'search', query],
    queryFn: ({ signal }) => call('listStreams', { query, signal }),
    placeholderData: keepPreviousData,
    ...(options.handlesErrors ? { meta: { handlesErrors: true } } : {}),
  });
  return {
    search,
    onSearch: setSearch,
    found: streams.data?.items,
    fetching: streams.isFetching,
    pending: streams.isPending,
  };
}
