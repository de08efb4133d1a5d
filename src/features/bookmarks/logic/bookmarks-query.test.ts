import { describe, expect, it } from 'vitest';
import {
  bookmarksListQuery,
  initialBookmarksState,
  isFiltered,
  timelineBookmarks,
  withFilters,
  withPage,
} from './bookmarks-query';

const moscow = () => 180;

describe('the bookmarks query', () => {
  it('asks for the first page with nothing else when nothing is filtered', () => {
    expect(bookmarksListQuery(initialBookmarksState, moscow)).toEqual({ page: 1, pageSize: 50 });
    expect(isFiltered(initialBookmarksState.filters)).toBe(false);
  });

  it('sends the text, stream, tag and the picked days in the viewer’s time zone', () => {
    const state = withFilters(
      { ...initialBookmarksState, page: 3 },
      { search: ' van ', streamUid: 'gate', tag: 'car', days: ['2026-11-20', '2026-11-21'] },
    );
    expect(state.page).toBe(1);
    expect(bookmarksListQuery(state, moscow)).toEqual({
      page: 1,
      pageSize: 50,
      search: 'van',
      streamUid: 'gate',
      tag: 'car',
      from: '2026-11-19T21:00:00.000Z',
      to: '2026-11-21T21:00:00.000Z',
    });
    expect(isFiltered(state.filters)).toBe(true);
    // One day picked: that whole day.
    expect(bookmarksListQuery(withFilters(state, { days: ['2026-11-20'] }), () => 0)).toMatchObject({
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
    });
  });

  it('pages, and starts again at the first page with a new page size', () => {
    expect(withPage(initialBookmarksState, 4, 50).page).toBe(4);
    expect(withPage({ ...initialBookmarksState, page: 4 }, 4, 100)).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('gives the timeline its marks', () => {
    const b = { id: 'b', name: 'Van', startTime: '2026-11-22T10:00:00.000Z', endTime: '2026-11-22T10:01:00.000Z' };
    expect(timelineBookmarks([{ ...b } as never])).toEqual([
      { id: 'b', name: 'Van', time: Date.parse(b.startTime), timeEnd: Date.parse(b.endTime) },
    ]);
  });
});
