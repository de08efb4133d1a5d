import { PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { pathTo } from '@/shared/routing';
import { PageFrame } from '@/shared/ui/page-frame';
import { UsersTable } from '../components/users-table';
import { applyTableChange, initialUsersState, usersQuery } from '../logic/users-query';
import { useUserList } from '../use-users';

/** Typing in the search asks the server once the user pauses this long. */
const SEARCH_TYPING_MS = 300;

/** Users (docs/console.md#screens-and-routes /administration/users): search, filters, sort and pages on the server; add, edit, block, delete. */
export function UsersPage() {
  const { t } = useTranslation('people');
  const [state, setState] = useState(initialUsersState);
  const search = useDebounced(state.search, SEARCH_TYPING_MS);
  const list = useUserList(usersQuery(state, search));
  const filtered = !!search.trim() || state.role !== null || state.blocked !== null;
  return (
    <PageFrame>
      <UsersTable
        state={state}
        users={list.data?.items}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t(filtered ? 'users.emptyFound' : 'users.empty')}
        onChange={(pagination, filters, sorter) =>
          setState((s) =>
            applyTableChange(s, {
              page: pagination.current,
              pageSize: pagination.pageSize,
              filters,
              sorter: Array.isArray(sorter) ? (sorter[0] ?? {}) : (sorter as { field?: unknown; order?: null }),
            }),
          )
        }
        toolbar={[
          <Input.Search
            key="search"
            allowClear
            value={state.search}
            placeholder={t('users.searchPlaceholder')}
            aria-label={t('users.search')}
            onChange={(e) => setState((s) => ({ ...s, search: e.target.value, page: 1 }))}
            style={{ width: 260, maxWidth: '100%' }}
          />,
          <Link key="add" to={pathTo('user-add')}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              {t('users.add')}
            </Button>
          </Link>,
        ]}
      />
    </PageFrame>
  );
}
