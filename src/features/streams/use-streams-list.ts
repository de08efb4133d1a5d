import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { useSessionStore } from '@/shared/session/session-store';
import { streamKeys, streamsApi } from './api';
import { nextSettings, type StreamsPageSettings } from './logic/page-settings';
import { lastPageFor, listQuery, pollQuery, SEARCH_TYPING_MS } from './logic/streams-list';
import { settingsOf, useStreamsPageStore } from './store';

/** How often the list refreshes its statuses while the tab is visible. */
export const LIST_POLL_MS = 5_000;

/** The node filter that applies: only with clustering on (without it, nothing changes). */
function nodeFilter(nodeId: string | null, clusterEnabled: boolean | undefined): string | null {
  return clusterEnabled ? nodeId : null;
}

/** The list request for some settings: the first load sends onlyAvailable, a refresh is the poll. */
function listOptions(client: QueryClient, settings: StreamsPageSettings, typing: string, nodeId: string | null) {
  const query = listQuery(settings, typing, nodeId);
  const key = streamKeys.list(query);
  const options = {
    queryKey: key,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const polled = client.getQueryState(key)?.data !== undefined;
      return streamsApi.list(polled ? pollQuery(query) : query, signal);
    },
  };
  return { query, options };
}

/**
 * Asks the list a toggle would show before the click (a pointer or the focus on it, or
 * the page idle), so the switch draws from the cache as the table's code preload does.
 * `ifMissing` leaves a list already in the cache alone (the page's idle preload).
 */
export function usePrefetchStreamsList(): (
  patch: Partial<StreamsPageSettings>,
  options?: { ifMissing?: boolean },
) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (patch, { ifMissing = false } = {}) => {
      const state = useStreamsPageStore.getState();
      const nodeId = nodeFilter(state.nodeId, useSessionStore.getState().settings?.clusterEnabled);
      const { options } = listOptions(client, nextSettings(settingsOf(state), patch), state.typing, nodeId);
      return client.prefetchQuery(ifMissing ? { ...options, staleTime: Infinity } : options);
    },
    [client],
  );
}

/**
 * The all-streams page's list for the remembered settings. The first load sends
 * onlyAvailable; the refreshes that follow are the status poll (isOnlyAvailable).
 * TanStack keeps one request per key open and cancels a superseded one; polling
 * stops while the tab is hidden.
 */
export function useStreamsList() {
  const settings = useStreamsPageStore();
  const client = useQueryClient();
  // What is being typed is asked once the typing rests, not at every key.
  const typing = useDebounced(settings.typing, SEARCH_TYPING_MS);
  const clusterEnabled = useSessionStore((s) => s.settings?.clusterEnabled);
  const { query, options } = listOptions(client, settings, typing, nodeFilter(settings.nodeId, clusterEnabled));
  const result = useQuery({
    ...options,
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
