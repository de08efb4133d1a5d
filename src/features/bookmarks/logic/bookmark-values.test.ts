import { describe, expect, it } from 'vitest';
import type { Bookmark } from '@contract/index';
import { bookmarkProblem, createBody, formFieldOf, newBookmarkValues, updateBody, valuesOf } from './bookmark-values';

const T = Date.parse('2026-11-22T10:00:00.000Z');
const saved: Bookmark = {
  id: 'b1',
  streamUid: 'gate',
  streamName: 'Gate',
  name: 'Van',
  description: '',
  tags: ['car'],
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: null,
  hold: false,
  author: 'ada',
  createdTime: '2026-11-22T10:05:00.000Z',
  updatedTime: '2026-11-22T10:05:00.000Z',
  meta: { canEdit: true, canHold: true },
};

describe('bookmark values', () => {
  it('start as a moment at the playing time, or over the selected interval', () => {
    expect(newBookmarkValues(T + 0.4)).toMatchObject({ start: T, end: null, name: '', tags: [], hold: false });
    expect(newBookmarkValues(T, { start: T - 5000, end: T + 5000 })).toMatchObject({ start: T - 5000, end: T + 5000 });
  });

  it('are refused before sending as the server would, naming the field', () => {
    const v = newBookmarkValues(T);
    expect(bookmarkProblem(v)).toEqual({ field: 'name', reason: 'bookmarkNameBlank' });
    expect(bookmarkProblem({ ...v, name: 'Van', end: T })).toEqual({
      field: 'endTime',
      reason: 'bookmarkEndBeforeStart',
    });
    expect(bookmarkProblem({ ...v, name: 'Van', end: T + 1 })).toBeNull();
  });

  it('make a create body with ISO times, trimmed texts and tags once each', () => {
    const v = { ...newBookmarkValues(T), name: ' Van ', tags: ['car', ' car', ''], end: T + 60_000, hold: true };
    expect(createBody('gate', v)).toEqual({
      streamUid: 'gate',
      name: 'Van',
      description: '',
      tags: ['car'],
      startTime: '2026-11-22T10:00:00.000Z',
      endTime: '2026-11-22T10:01:00.000Z',
      hold: true,
    });
  });

  it('make a partial update of only what changed', () => {
    expect(updateBody(saved, valuesOf(saved))).toEqual({});
    expect(updateBody(saved, { ...valuesOf(saved), hold: true, end: T + 1000 })).toEqual({
      hold: true,
      endTime: '2026-11-22T10:00:01.000Z',
    });
    expect(updateBody({ ...saved, endTime: '2026-11-22T10:00:01.000Z' }, valuesOf(saved))).toEqual({ endTime: null });
    expect(updateBody(saved, { ...valuesOf(saved), tags: ['car', 'night'], name: 'Van 2' })).toEqual({
      name: 'Van 2',
      tags: ['car', 'night'],
    });
  });

  it("put a server error on the form's field", () => {
    expect(formFieldOf('endTime')).toBe('end');
    expect(formFieldOf('startTime')).toBe('start');
    expect(formFieldOf('tags/0')).toBe('tags');
    expect(formFieldOf('hold')).toBe('hold');
    expect(formFieldOf('streamUid')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});
