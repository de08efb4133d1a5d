import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@contract/index';
import { formatDateTime } from '@/shared/logic/date-format';
import { DataTable } from '@/shared/ui/data-table';
import { clientName } from '../logic/user-agent';

export interface SessionsTableProps {
  sessions: Session[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onEnd: (session: Session) => void;
  /** The session being ended, if one is. */
  ending: string | null;
  toolbar?: ReactNode[];
}

function Client({ agent }: { agent: string }) {
  const { t } = useTranslation('people');
  const name = clientName(agent);
  if (!name) return <Typography.Text type="secondary">{t('sessions.unknownClient')}</Typography.Text>;
  return (
    <span title={agent}>
      {name.system ? t('sessions.clientOn', { browser: name.browser, system: name.system }) : name.browser}
    </span>
  );
}

/** Sessions, newest last seen first (the server's order): where from, which browser, when; this one marked. */
export function SessionsTable({ sessions, loading, error, onRetry, onEnd, ending, toolbar }: SessionsTableProps) {
  const { t, i18n } = useTranslation('people');
  const columns: ProColumns<Session>[] = [
    {
      title: t('sessions.columns.client'),
      key: 'client',
      render: (_, s) => (
        <Space size={8} wrap>
          <Client agent={s.userAgent} />
          {s.current && <Tag color="blue">{t('sessions.current')}</Tag>}
        </Space>
      ),
    },
    { title: t('sessions.columns.address'), dataIndex: 'address', width: 160, ellipsis: true },
    {
      title: t('sessions.columns.lastSeen'),
      key: 'lastSeen',
      width: 190,
      render: (_, s) => formatDateTime(s.lastSeenTime, i18n.language),
    },
    {
      title: t('sessions.columns.created'),
      key: 'created',
      width: 190,
      render: (_, s) => formatDateTime(s.createdTime, i18n.language),
    },
    {
      title: t('sessions.columns.actions'),
      key: 'actions',
      width: 140,
      render: (_, s) =>
        s.current ? (
          <Typography.Text type="secondary">{t('sessions.currentNote')}</Typography.Text>
        ) : (
          <Popconfirm
            title={t('sessions.endConfirm')}
            okText={t('sessions.end')}
            cancelText={t('common:cancel')}
            onConfirm={() => onEnd(s)}
          >
            <Button
              danger
              type="link"
              size="small"
              loading={ending === s.id}
              aria-label={t('sessions.endOne', { address: s.address })}
            >
              {t('sessions.end')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <DataTable<Session>
      label={t('sessions.label')}
      rowKey="id"
      columns={columns}
      rows={sessions}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('sessions.empty')}
      toolbar={toolbar}
      minWidth={820}
    />
  );
}
