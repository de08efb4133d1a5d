import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User, UserRole } from '@contract/index';
import { formatDateTime } from '@/shared/logic/date-format';
import { pathTo } from '@/shared/routing';
import { DataTable, type DataTableProps } from '@/shared/ui/data-table';
import { roleOf } from '../logic/user-form';
import { USERS_PAGE_SIZES, type UsersTableState } from '../logic/users-query';
import { UserActionsMenu } from './user-actions-menu';

const ROLES: UserRole[] = ['admin', 'user', 'readOnly'];

export interface UsersTableProps {
  state: UsersTableState;
  users: User[] | undefined;
  total: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onChange: DataTableProps<User>['onChange'];
  empty: ReactNode;
  toolbar: ReactNode[];
}

/** The users of the server (administration): searched, filtered, sorted and paged by the server. */
export function UsersTable({
  state,
  users,
  total,
  loading,
  error,
  onRetry,
  onChange,
  empty,
  toolbar,
}: UsersTableProps) {
  const { t, i18n } = useTranslation('people');
  const sortOrder = (field: string) =>
    state.sortBy === field ? (state.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;
  const columns: ProColumns<User>[] = [
    {
      title: t('users.columns.login'),
      dataIndex: 'login',
      sorter: true,
      sortOrder: sortOrder('login'),
      ellipsis: true,
      render: (_, u) => (
        <Link to={pathTo('user-info', { login: u.name })} style={{ fontWeight: 600 }}>
          {u.name}
        </Link>
      ),
    },
    {
      title: t('users.columns.fullName'),
      dataIndex: 'fullName',
      sorter: true,
      sortOrder: sortOrder('fullName'),
      ellipsis: true,
    },
    {
      title: t('users.columns.email'),
      dataIndex: 'email',
      sorter: true,
      sortOrder: sortOrder('email'),
      ellipsis: true,
    },
    {
      title: t('users.columns.role'),
      dataIndex: 'role',
      width: 150,
      filters: ROLES.map((r) => ({ text: t(`roles.${r}`), value: r })),
      filterMultiple: false,
      filteredValue: state.role ? [state.role] : null,
      render: (_, u) => t(`roles.${roleOf(u)}`),
    },
    {
      title: t('users.columns.state'),
      dataIndex: 'blocked',
      width: 170,
      filters: [
        { text: t('states.active'), value: 'false' },
        { text: t('states.blocked'), value: 'true' },
      ],
      filterMultiple: false,
      filteredValue: state.blocked === null ? null : [String(state.blocked)],
      render: (_, u) => (
        <Space size={4} wrap>
          <Tag color={u.isBlocked ? 'red' : 'green'}>{t(u.isBlocked ? 'states.blocked' : 'states.active')}</Tag>
          {u.mustChangePassword && <Tag color="orange">{t('states.mustChangeShort')}</Tag>}
          {u.secondFactor && <Tag color="blue">{t('states.secondFactor')}</Tag>}
          {u.isManaged && <Tag color="purple">{t('states.managedShort')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('users.columns.created'),
      dataIndex: 'createdTime',
      width: 180,
      sorter: true,
      sortOrder: sortOrder('createdTime'),
      render: (_, u) => formatDateTime(u.createdTime, i18n.language),
    },
    {
      title: t('users.columns.actions'),
      key: 'actions',
      width: 90,
      render: (_, u) => <UserActionsMenu user={u} />,
    },
  ];
  return (
    <DataTable<User>
      label={t('users.label')}
      rowKey="name"
      columns={columns}
      rows={users}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={empty}
      toolbar={toolbar}
      onChange={onChange}
      minWidth={960}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: USERS_PAGE_SIZES.map(String),
        showTotal: (count) => t('users.total', { count }),
      }}
    />
  );
}
