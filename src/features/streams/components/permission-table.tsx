import { DeleteOutlined } from '@ant-design/icons';
import { Button, Select, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionLevel } from '@contract/index';
import type { PermissionRow } from '../logic/stream-permissions';

export const LEVELS: PermissionLevel[] = ['view', 'manage'];

/** The users allowed to a stream, each with a level choice and a remove button. */
export function PermissionTable({
  rows,
  fullNames,
  onLevel,
  onRemove,
}: {
  rows: PermissionRow[];
  /** Full names by login, where known. */
  fullNames: ReadonlyMap<string, string>;
  onLevel: (login: string, level: PermissionLevel) => void;
  onRemove: (login: string) => void;
}) {
  const { t } = useTranslation('stream-pages');
  const columns: TableProps<PermissionRow>['columns'] = [
    {
      key: 'user',
      title: t('permission.columns.user'),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.login}</Typography.Text>
          {fullNames.get(row.login) && <Typography.Text type="secondary"> {fullNames.get(row.login)}</Typography.Text>}
        </>
      ),
    },
    {
      key: 'level',
      title: t('permission.columns.level'),
      width: 240,
      render: (_, row) => (
        <Select<PermissionLevel>
          aria-label={t('permission.levelOf', { login: row.login })}
          value={row.level}
          onChange={(level) => onLevel(row.login, level)}
          options={LEVELS.map((level) => ({ value: level, label: t(`permission.levels.${level}`) }))}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      key: 'actions',
      title: t('permission.columns.actions'),
      width: 140,
      render: (_, row) => (
        <Button
          danger
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('permission.remove', { login: row.login })}
          onClick={() => onRemove(row.login)}
        >
          {t('permission.removeShort')}
        </Button>
      ),
    },
  ];
  return (
    <Table<PermissionRow>
      rowKey="login"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      aria-label={t('permission.tableLabel')}
      locale={{ emptyText: t('permission.empty') }}
    />
  );
}
