import { describe, expect, it } from 'vitest';
import { applyTableChange, initialUsersState, usersQuery, type UsersTableState } from './users-query';

const noChange = { filters: {}, sorter: {} };

describe('the users query', () => {
  it('asks for the first page of 20 with nothing else by default', () => {
    expect(usersQuery(initialUsersState)).toEqual({ page: 1, pageSize: 20 });
  });

  it('sends the trimmed search, the filters and the sort', () => {
    const state: UsersTableState = {
      ...initialUsersState,
      search: ' ann ',
      role: 'readOnly',
      blocked: false,
      sortBy: 'createdTime',
      order: 'desc',
    };
    expect(usersQuery(state)).toEqual({
      page: 1,
      pageSize: 20,
      search: 'ann',
      role: 'readOnly',
      blocked: false,
      sortBy: 'createdTime',
      order: 'desc',
    });
  });

  it('uses the search given (the debounced one) over the typed one', () => {
    expect(usersQuery({ ...initialUsersState, search: 'anna' }, 'an').search).toBe('an');
  });
});

describe('a change of the table', () => {
  const onPage3 = { ...initialUsersState, page: 3 };

  it('moves to the page asked for', () => {
    expect(applyTableChange(initialUsersState, { ...noChange, page: 2 }).page).toBe(2);
  });

  it('goes back to the first page on a new filter, sort or page size', () => {
    expect(applyTableChange(onPage3, { ...noChange, page: 3, filters: { role: ['admin'] } })).toMatchObject({
      page: 1,
      role: 'admin',
    });
    expect(applyTableChange(onPage3, { ...noChange, page: 3, filters: { blocked: ['true'] } })).toMatchObject({
      page: 1,
      blocked: true,
    });
    expect(
      applyTableChange(onPage3, { ...noChange, page: 3, sorter: { field: 'email', order: 'descend' } }),
    ).toMatchObject({ page: 1, sortBy: 'email', order: 'desc' });
    expect(applyTableChange(onPage3, { ...noChange, page: 3, pageSize: 50 })).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('ignores what the server cannot sort or filter by, and a cleared sort', () => {
    const next = applyTableChange(onPage3, {
      page: 3,
      filters: { role: ['owner'], blocked: null },
      sorter: { field: 'language', order: 'ascend' },
    });
    expect(next).toMatchObject({ role: null, blocked: null, sortBy: null, page: 3 });
    expect(
      applyTableChange({ ...onPage3, sortBy: 'login' }, { ...noChange, sorter: { field: 'login' } }).sortBy,
    ).toBeNull();
  });
});
