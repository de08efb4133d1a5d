import { describe, expect, it } from 'vitest';
import { flipAvailability, flipGrouping, nextSettings, STREAMS_PAGE_DEFAULTS } from './page-settings';

const onPage3 = { ...STREAMS_PAGE_DEFAULTS, page: 3 };

describe('nextSettings', () => {
  it('starts again from the first page on a new grouping, availability filter, search or sort', () => {
    expect(nextSettings(onPage3, { groupType: 'tag' }).page).toBe(1);
    expect(nextSettings(onPage3, { onlyAvailable: false }).page).toBe(1);
    expect(nextSettings(onPage3, { searchValues: ['yard'] }).page).toBe(1);
    expect(nextSettings(onPage3, { sortType: 'name' }).page).toBe(1);
  });

  it('keeps the page for the view mode and the side panel, and takes a page given with the change', () => {
    expect(nextSettings(onPage3, { viewMode: 'table' })).toEqual({ ...onPage3, viewMode: 'table' });
    expect(nextSettings(onPage3, { asideOpen: false }).page).toBe(3);
    expect(nextSettings(onPage3, { groupType: 'tag', page: 2 }).page).toBe(2);
  });
});

describe('the header toggles', () => {
  it('flip grouping between by tag and none, and availability between only available and all', () => {
    expect(flipGrouping({ groupType: 'none' })).toEqual({ groupType: 'tag' });
    expect(flipGrouping({ groupType: 'tag' })).toEqual({ groupType: 'none' });
    expect(flipAvailability({ onlyAvailable: true })).toEqual({ onlyAvailable: false });
    expect(flipAvailability({ onlyAvailable: false })).toEqual({ onlyAvailable: true });
  });
});
