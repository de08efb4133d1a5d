import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportLink, ExportLinkState } from '@contract/schemas/export-link';
import { formatDateTime } from '@/shared/logic/date-format';
import { DataTable } from '@/shared/ui/data-table';
import { PACKAGE_NS } from '../package-texts';

const STATE_COLOURS: Record<ExportLinkState, string> = {
  active: 'green',
  expired: 'default',
  revoked: 'red',
  usedUp: 'orange',
};

export interface LinksTableProps {
  links: ExportLink[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onRevoke: (link: ExportLink) => void;
  revoking: string | null;
  toolbar?: ReactNode[];
}

/** A package's clip links: made, expiry, opens, password, state; revoke a working one with confirmation. */
export function LinksTable({ links, loading, error, onRetry, onRevoke, revoking, toolbar }: LinksTableProps) {
  const { t, i18n } = useTranslation(PACKAGE_NS);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const columns: ProColumns<ExportLink>[] = [
    { title: t('links.created'), key: 'created', width: 190, render: (_, l) => when(l.createdTime) },
    { title: t('links.createdBy'), dataIndex: 'createdBy', width: 140, ellipsis: true },
    { title: t('links.expiresAt'), key: 'expires', width: 190, render: (_, l) => when(l.expiresAt) },
    {
      title: t('links.views'),
      key: 'views',
      width: 110,
      render: (_, l) => (l.maxViews === null ? l.views : t('links.viewsOf', { views: l.views, max: l.maxViews })),
    },
    {
      title: t('links.hasPassword'),
      key: 'password',
      width: 100,
      render: (_, l) => t(l.hasPassword ? 'links.yes' : 'links.no'),
    },
    {
      title: t('links.state'),
      key: 'state',
      width: 120,
      render: (_, l) => <Tag color={STATE_COLOURS[l.state]}>{t(`links.states.${l.state}`)}</Tag>,
    },
    {
      title: t('links.actions'),
      key: 'actions',
      width: 110,
      render: (_, link) =>
        link.state !== 'revoked' && (
          <Popconfirm
            title={t('links.revokeConfirm')}
            description={t('links.revokeWarning')}
            okText={t('links.revoke')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:cancel')}
            onConfirm={() => onRevoke(link)}
          >
            <Button
              danger
              type="link"
              size="small"
              loading={revoking === link.id}
              aria-label={t('links.revokeOne', { time: when(link.createdTime) })}
            >
              {t('links.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <DataTable<ExportLink>
      label={t('links.label')}
      rowKey="id"
      columns={columns}
      rows={links}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('links.empty')}
      toolbar={toolbar}
      minWidth={900}
    />
  );
}
