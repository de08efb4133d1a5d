import { describe, expect, it } from 'vitest';
import { pageCountOf, pagerItems, remainingPages } from './pager';

describe('pagerItems', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last, the neighbours of the current page and gaps', () => {
    expect(pagerItems(50, 209)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 209]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pagerItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pagerItems(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(0, 9)).toEqual([1, 2, 3, 'gap', 9]);
  });

  it('is empty with no pages and one entry with one page', () => {
    expect(pagerItems(1, 0)).toEqual([]);
    expect(pagerItems(1, 1)).toEqual([1]);
  });
});

describe('pageCountOf', () => {
  it('rounds up', () => {
    expect(pageCountOf(10_000, 48)).toBe(209);
    expect(pageCountOf(48, 48)).toBe(1);
    expect(pageCountOf(0, 48)).toBe(0);
  });
});

describe('fetching every page', () => {
  it('asks for the pages after the first until every user is there', () => {
    expect(remainingPages(0, 500)).toEqual([]);
    expect(remainingPages(500, 500)).toEqual([]);
    expect(remainingPages(501, 500)).toEqual([2]);
    expect(remainingPages(1700, 500)).toEqual([2, 3, 4]);
  });
});
