import type { UserListQuery, UserRole } from '@contract/index';

export type UserSortBy = NonNullable<UserListQuery['sortBy']>;

/** The users table's state: what the server is asked for. */
export interface UsersTableState {
  page: number;
  pageSize: number;
  search: string;
  role: UserRole | null;
  blocked: boolean | null;
  sortBy: UserSortBy | null;
  order: 'asc' | 'desc';
}

export const USERS_PAGE_SIZES = [20, 50, 100] as const;

export const initialUsersState: UsersTableState = {
  page: 1,
  pageSize: USERS_PAGE_SIZES[0],
  search: '',
  role: null,
  blocked: null,
  sortBy: null,
  order: 'asc',
};

const SORTABLE: readonly UserSortBy[] = ['login', 'email', 'fullName', 'createdTime'];
const ROLES: readonly UserRole[] = ['admin', 'user', 'readOnly'];

/** GET /v1/users for a state: only what differs from the server's defaults is sent. */
export function usersQuery(state: UsersTableState, search = state.search): UserListQuery {
  const text = search.trim();
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(text ? { search: text } : {}),
    ...(state.role ? { role: state.role } : {}),
    ...(state.blocked !== null ? { blocked: state.blocked } : {}),
    ...(state.sortBy ? { sortBy: state.sortBy, order: state.order } : {}),
  };
}

/** What the table reports on a change of page, filter or sort (antd's shapes, reduced). */
export interface TableChange {
  page?: number | undefined;
  pageSize?: number | undefined;
  filters: Record<string, readonly unknown[] | null | undefined>;
  sorter: { field?: unknown; order?: 'ascend' | 'descend' | null | undefined };
}

const first = (values: readonly unknown[] | null | undefined) => (values && values.length ? values[0] : undefined);

/** The state after a table change: a new filter, sort or page size goes back to the first page. */
export function applyTableChange(state: UsersTableState, change: TableChange): UsersTableState {
  const role = first(change.filters.role);
  const blocked = first(change.filters.blocked);
  const field = typeof change.sorter.field === 'string' ? change.sorter.field : '';
  const sortBy = change.sorter.order && SORTABLE.includes(field as UserSortBy) ? (field as UserSortBy) : null;
  const next: UsersTableState = {
    ...state,
    pageSize: change.pageSize ?? state.pageSize,
    role: ROLES.includes(role as UserRole) ? (role as UserRole) : null,
    blocked: blocked === true || blocked === 'true' ? true : blocked === false || blocked === 'false' ? false : null,
    sortBy,
    order: change.sorter.order === 'descend' ? 'desc' : 'asc',
  };
  const sameView =
    next.pageSize === state.pageSize &&
    next.role === state.role &&
    next.blocked === state.blocked &&
    next.sortBy === state.sortBy &&
    next.order === state.order;
  return { ...next, page: sameView ? (change.page ?? state.page) : 1 };
}
