import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventListQuery } from '@contract/index';
import { eventKeys, eventsApi } from './api';

/** One page of the events list (the previous page stays while the next loads). */
export function useEventList(query: EventListQuery) {
  return useQuery({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => eventsApi.list(query, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/** Marks events reviewed (or not) for the user; every events list is refreshed after. */
export function useReviewEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, reviewed }: { ids: string[]; reviewed: boolean }) => eventsApi.setReviewed(ids, reviewed),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
    meta: { handlesErrors: true },
  });
}
