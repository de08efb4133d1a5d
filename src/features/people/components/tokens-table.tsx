import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@contract/index';
import { formatDateTime } from '@/shared/logic/date-format';
import { DataTable } from '@/shared/ui/data-table';
import { isExpired } from '../logic/token-expiry';

export interface TokensTableProps {
  tokens: ApiToken[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onDelete: (token: ApiToken) => void;
  deleting: string | null;
  toolbar?: ReactNode[];
  now: number;
}

/** My API tokens: name, expiry (expired ones marked), created, last used; delete with confirmation. */
export function TokensTable({ tokens, loading, error, onRetry, onDelete, deleting, toolbar, now }: TokensTableProps) {
  const { t, i18n } = useTranslation('people');
  const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso, i18n.language) : none);
  const columns: ProColumns<ApiToken>[] = [
    { title: t('tokens.columns.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('tokens.columns.expires'),
      key: 'expires',
      width: 220,
      render: (_, token) => (
        <>
          {when(token.expireTime, t('tokens.never'))}
          {isExpired(token.expireTime, now) && (
            <Tag color="red" style={{ marginInlineStart: 8 }}>
              {t('tokens.expired')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('tokens.columns.created'), key: 'created', width: 190, render: (_, tk) => when(tk.createdTime, '') },
    {
      title: t('tokens.columns.lastUsed'),
      key: 'lastUsed',
      width: 190,
      render: (_, tk) => when(tk.lastUsedTime, t('tokens.notUsed')),
    },
    {
      title: t('tokens.columns.actions'),
      key: 'actions',
      width: 120,
      render: (_, token) => (
        <Popconfirm
          title={t('tokens.deleteConfirm', { name: token.name })}
          description={t('tokens.deleteWarning')}
          okText={t('tokens.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:cancel')}
          onConfirm={() => onDelete(token)}
        >
          <Button
            danger
            type="link"
            size="small"
            loading={deleting === token.id}
            aria-label={t('tokens.deleteOne', { name: token.name })}
          >
            {t('tokens.delete')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <DataTable<ApiToken>
      label={t('tokens.label')}
      rowKey="id"
      columns={columns}
      rows={tokens}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('tokens.empty')}
      toolbar={toolbar}
      minWidth={820}
    />
  );
}
