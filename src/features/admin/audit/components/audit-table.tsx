import type { ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry, AuditOutcome } from '@contract/index';
import { formatExactTime } from '@/shared/logic/date-format';
import { DataTable } from '@/shared/ui/data-table';
import { actionKey, isKnownAction } from '../logic/action-catalogue';
import { AUDIT_PAGE_SIZES } from '../logic/audit-query';
import { detailsText, type DetailWords } from '../logic/details-text';
import { fieldLabelKeys, levelKey, secretKey, settingValueKey } from '../logic/field-labels';

const OUTCOME_COLORS: Record<AuditOutcome, string> = { success: 'green', failure: 'orange', denied: 'red' };

export interface AuditTableProps {
  entries: AuditLogEntry[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPage: (page: number, pageSize: number) => void;
  empty: ReactNode;
  toolbar?: ReactNode[];
}

/**
 * The narrowest the table is drawn: the fixed columns take 850 px, so the details (the longest
 * text) keep at least 290, and the whole table fits beside the side panel on a 1440 px screen
 * without scrolling sideways.
 */
const AUDIT_TABLE_MIN_WIDTH = 1140;

/** The audit log, newest first, a page at a time from the server. */
export function AuditTable({
  entries,
  total,
  page,
  pageSize,
  loading,
  error,
  onRetry,
  onPage,
  empty,
  toolbar,
}: AuditTableProps) {
  const { t, i18n } = useTranslation('admin-audit');
  /** A text of another page's namespace, or null when the key is missing there. */
  const text = (key: string | null) => (key && i18n.exists(key) ? t(key) : null);
  /** The words of an entry's details: field labels depend on what the entry is about. */
  const wordsOf = (action: string): DetailWords => ({
    key: (name) => t(`detailKeys.${name}`, { defaultValue: name }),
    yes: t('detailValues.yes'),
    no: t('detailValues.no'),
    code: (word) => (/^[A-Za-z]+$/.test(word) ? text(`errors:${word}`) : null),
    reason: (word) => {
      const reason = /^[A-Za-z]+$/.test(word) ? text(`reasons:${word}`) : null;
      // A text that needs figures the entry does not keep (a length, a limit) is left as its word.
      return reason?.includes('{{') ? null : reason;
    },
    field: (name) => {
      const labels = fieldLabelKeys(action, name)?.map(text);
      return labels?.every((l) => l !== null) ? labels.join(' · ') : null;
    },
    secret: (name) => text(secretKey(action, name)),
    setting: (field, value) => text(settingValueKey(field, value)),
    level: (word) => text(levelKey(word)),
  });
  const columns: ProColumns<AuditLogEntry>[] = [
    {
      title: t('columns.time'),
      dataIndex: 'time',
      width: 180,
      render: (_, e) => <time dateTime={e.time}>{formatExactTime(e.time, i18n.language)}</time>,
    },
    {
      title: t('columns.actor'),
      dataIndex: 'actor',
      width: 120,
      ellipsis: true,
      render: (_, e) => e.actor ?? <Typography.Text type="secondary">{t('anonymous')}</Typography.Text>,
    },
    {
      title: t('columns.action'),
      dataIndex: 'action',
      width: 180,
      render: (_, e) => (
        <span title={e.action}>{isKnownAction(e.action) ? t(`actions.${actionKey(e.action)}`) : e.action}</span>
      ),
    },
    { title: t('columns.target'), dataIndex: 'target', width: 150, ellipsis: true, render: (_, e) => e.target ?? '—' },
    {
      title: t('columns.outcome'),
      dataIndex: 'outcome',
      width: 100,
      render: (_, e) => <Tag color={OUTCOME_COLORS[e.outcome]}>{t(`outcomes.${e.outcome}`)}</Tag>,
    },
    { title: t('columns.address'), dataIndex: 'address', width: 120, ellipsis: true },
    {
      title: t('columns.details'),
      key: 'details',
      render: (_, e) => {
        const line = detailsText(e.details, wordsOf(e.action));
        return line ? <span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{line}</span> : '—';
      },
    },
  ];
  return (
    <DataTable<AuditLogEntry>
      label={t('label')}
      rowKey="id"
      columns={columns}
      rows={entries}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={empty}
      toolbar={toolbar}
      minWidth={AUDIT_TABLE_MIN_WIDTH}
      onChange={(pagination) => onPage(pagination.current ?? page, pagination.pageSize ?? pageSize)}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: AUDIT_PAGE_SIZES.map(String),
        showTotal: (count) => t('total', { count }),
      }}
    />
  );
}
