import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { streamKeys, streamsApi } from './api';
import { lastPageFor, listQuery, pollQuery } from './logic/streams-list';
import { useStreamsPageStore } from './store';

/** How often the list refreshes its statuses while the tab is visible. */
export const LIST_POLL_MS = 5_000;

/**
 * The all-streams page's list for the remembered settings. The first load sends
 * onlyAvailable; the refreshes that follow are the status poll (isOnlyAvailable).
 * TanStack keeps one request per key open and cancels a superseded one; polling
 * stops while the tab is hidden.
 */
export function useStreamsList() {
  const settings = useStreamsPageStore();
  const client = useQueryClient();
  const query = listQuery(settings);
  const key = streamKeys.list(query);
  const result = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => {
      const polled = client.getQueryState(key)?.data !== undefined;
      return streamsApi.list(polled ? pollQuery(query) : query, signal);
    },
    placeholderData: keepPreviousData,
    refetchInterval: LIST_POLL_MS,
    refetchIntervalInBackground: false,
  });

  // A page left empty (the last stream on it deleted, or fewer streams now) steps back.
  const total = result.data?.total;
  const { page, update } = settings;
  useEffect(() => {
    if (total === undefined || result.isPlaceholderData) return;
    const last = lastPageFor(total, page);
    if (last !== page) update({ page: last });
  }, [total, page, update, result.isPlaceholderData]);

  return { ...result, query };
}
