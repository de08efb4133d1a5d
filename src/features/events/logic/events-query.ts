import type { EventListQuery } from '@contract/index';

export const EVENT_PAGE_SIZES = [20, 50, 100] as const;

/** Reviewed marks the list keeps: all, only the reviewed ones, only the others. */
export type ReviewedFilter = 'all' | 'yes' | 'no';

/** What the events page filters by, as its controls hold it. */
export interface EventFilters {
  streamId: string | null;
  /** YYYY-MM-DD days of the date-range picker: [] | [day] | [first, last]. */
  days: string[];
  reviewed: ReviewedFilter;
}

export interface EventsTableState {
  page: number;
  pageSize: number;
  filters: EventFilters;
}

export const noEventFilters: EventFilters = { streamId: null, days: [], reviewed: 'all' };
export const initialEventsState: EventsTableState = {
  page: 1,
  pageSize: EVENT_PAGE_SIZES[1],
  filters: noEventFilters,
};

const DAY_MS = 86_400_000;
/** Minutes east of UTC at a moment, in the viewer's time zone. */
export type OffsetAt = (ms: number) => number;

function dayStart(day: string, offsetAt: OffsetAt): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  return utc - offsetAt(utc) * 60_000;
}

/** GET /v1/events for a state: the stream, the picked days from the first's start to the last's end, the marks. */
export function eventsListQuery(state: EventsTableState, offsetAt: OffsetAt): EventListQuery {
  const f = state.filters;
  const [first, last = first] = f.days;
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(f.streamId ? { streamId: f.streamId } : {}),
    ...(first ? { from: new Date(dayStart(first, offsetAt)).toISOString() } : {}),
    ...(last ? { to: new Date(dayStart(last, offsetAt) + DAY_MS).toISOString() } : {}),
    ...(f.reviewed === 'all' ? {} : { reviewed: f.reviewed === 'yes' }),
  };
}

export function withFilters(state: EventsTableState, patch: Partial<EventFilters>): EventsTableState {
  return { ...state, page: 1, filters: { ...state.filters, ...patch } };
}

export function withPage(state: EventsTableState, page: number, pageSize: number): EventsTableState {
  return pageSize === state.pageSize ? { ...state, page } : { ...state, page: 1, pageSize };
}

export function isFiltered(f: EventFilters): boolean {
  return Boolean(f.streamId || f.days.length || f.reviewed !== 'all');
}
