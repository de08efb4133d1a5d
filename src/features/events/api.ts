import type { EventListQuery } from '@contract/index';
import { call } from '@/shared/http/client';

/** Query keys of events: every list under one prefix, so a change of marks refreshes them all. */
export const eventKeys = {
  all: ['events'] as const,
  list: (query: EventListQuery) => ['events', 'list', query] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const eventsApi = {
  list: (query: EventListQuery, signal?: AbortSignal) => call('listEvents', { query, ...withSignal(signal) }),
  setReviewed: (ids: string[], reviewed: boolean) => call('setEventsReviewed', { body: { ids, reviewed } }),
};
