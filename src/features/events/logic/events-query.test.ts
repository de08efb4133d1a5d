import { describe, expect, it } from 'vitest';
import { eventsListQuery, initialEventsState, isFiltered, withFilters, withPage } from './events-query';

const moscow = () => 180;

describe('the events query', () => {
  it('asks for the first page with nothing else when nothing is filtered', () => {
    expect(eventsListQuery(initialEventsState, moscow)).toEqual({ page: 1, pageSize: 50 });
    expect(isFiltered(initialEventsState.filters)).toBe(false);
  });

  it('sends the stream, the picked days in the viewer’s time zone and the reviewed marks', () => {
    const state = withFilters(
      { ...initialEventsState, page: 3 },
      { streamId: 'gate', days: ['2026-11-20', '2026-11-21'], reviewed: 'no' },
    );
    expect(state.page).toBe(1);
    expect(isFiltered(state.filters)).toBe(true);
    expect(eventsListQuery(state, moscow)).toEqual({
      page: 1,
      pageSize: 50,
      streamId: 'gate',
      from: '2026-11-19T21:00:00.000Z',
      to: '2026-11-21T21:00:00.000Z',
      reviewed: false,
    });
    expect(eventsListQuery(withFilters(state, { reviewed: 'yes', days: ['2026-11-20'] }), moscow)).toMatchObject({
      from: '2026-11-19T21:00:00.000Z',
      to: '2026-11-20T21:00:00.000Z',
      reviewed: true,
    });
  });

  it('keeps the page when only the page changes and starts again when the page size does', () => {
    const state = { ...initialEventsState, page: 2 };
    expect(withPage(state, 4, 50)).toMatchObject({ page: 4, pageSize: 50 });
    expect(withPage(state, 4, 100)).toMatchObject({ page: 1, pageSize: 100 });
  });
});
