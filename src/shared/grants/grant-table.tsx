import { DeleteOutlined } from '@ant-design/icons';
import { Button, Select, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionLevel } from '@contract/index';
import type { Grant } from './logic/grants';

export const LEVELS: PermissionLevel[] = ['view', 'manage'];

export interface GrantTableProps {
  rows: Grant[];
  /** The first column: its title, and what a row shows of its id (a user, a stream). */
  subject: { title: string; render: (id: string) => ReactNode; name: (id: string) => string };
  label: string;
  empty: string;
  onLevel: (id: string, level: PermissionLevel) => void;
  onRemove: (id: string) => void;
}

/** The grants of a permission page, each with a level choice and a remove button. */
export function GrantTable({ rows, subject, label, empty, onLevel, onRemove }: GrantTableProps) {
  const { t } = useTranslation('grants');
  const columns: TableProps<Grant>['columns'] = [
    { key: 'subject', title: subject.title, render: (_, row) => subject.render(row.id) },
    {
      key: 'level',
      title: t('columns.level'),
      width: 240,
      render: (_, row) => (
        <Select<PermissionLevel>
          aria-label={t('levelOf', { name: subject.name(row.id) })}
          value={row.level}
          onChange={(level) => onLevel(row.id, level)}
          options={LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 140,
      render: (_, row) => (
        <Button
          danger
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('remove', { name: subject.name(row.id) })}
          onClick={() => onRemove(row.id)}
        >
          {t('removeShort')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Grant>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 520 }}
      aria-label={label}
      locale={{ emptyText: empty }}
    />
  );
}
