import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '@contract/index';
import { formatDateTime } from '@/shared/logic/date-format';
import { DataTable } from '@/shared/ui/data-table';

export interface PasskeysTableProps {
  passkeys: Passkey[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onRename: (passkey: Passkey) => void;
  onDelete: (passkey: Passkey) => void;
  deleting: number | null;
  toolbar?: ReactNode[];
}

/** My passkeys: name, created, last used; rename, and delete with confirmation. */
export function PasskeysTable({
  passkeys,
  loading,
  error,
  onRetry,
  onRename,
  onDelete,
  deleting,
  toolbar,
}: PasskeysTableProps) {
  const { t, i18n } = useTranslation('people');
  const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso, i18n.language) : none);
  const columns: ProColumns<Passkey>[] = [
    { title: t('passkeys.columns.name'), dataIndex: 'name', ellipsis: true },
    { title: t('passkeys.columns.created'), key: 'created', width: 190, render: (_, p) => when(p.createdTime, '') },
    {
      title: t('passkeys.columns.lastUsed'),
      key: 'lastUsed',
      width: 190,
      render: (_, p) => when(p.lastUsedTime, t('passkeys.notUsed')),
    },
    {
      title: t('passkeys.columns.actions'),
      key: 'actions',
      width: 180,
      render: (_, passkey) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => onRename(passkey)}
            aria-label={t('passkeys.renameOne', { name: passkey.name })}
          >
            {t('passkeys.rename')}
          </Button>
          <Popconfirm
            title={t('passkeys.deleteConfirm', { name: passkey.name })}
            description={t('passkeys.deleteWarning')}
            okText={t('passkeys.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:cancel')}
            onConfirm={() => onDelete(passkey)}
          >
            <Button
              danger
              type="link"
              size="small"
              loading={deleting === passkey.id}
              aria-label={t('passkeys.deleteOne', { name: passkey.name })}
            >
              {t('passkeys.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <DataTable<Passkey>
      label={t('passkeys.label')}
      rowKey="id"
      columns={columns}
      rows={passkeys}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('passkeys.empty')}
      toolbar={toolbar}
      minWidth={640}
    />
  );
}
