import { DownloadOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Progress, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Export, ExportStatus } from '@contract/index';
import { formatNumber } from '@/shared/format/number';
import type { Language } from '@/shared/i18n/logic/pick-language';
import { formatDateTime } from '@/shared/logic/date-format';
import { DataTable } from '@/shared/ui/data-table';
import { exportPath, isUnfinished, progressPercent, sizeParts } from '../logic/jobs';
import { EXPORTS_NS } from '../texts';

const STATUS_COLOR: Record<ExportStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

export const EXPORT_PAGE_SIZES = [10, 20, 50] as const;

interface ExportsTableProps {
  jobs: readonly Export[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  onPage(page: number, pageSize: number): void;
  /** Administrators see everyone's jobs: the author column shows. */
  showAuthor: boolean;
  /** The job whose package is downloading, if any. */
  downloading: string | null;
  onDownload(job: Export): void;
  empty: ReactNode;
}

/** The job list: case (a link to its page), status with a progress bar while unfinished, size, created, download. */
export function ExportsTable(props: ExportsTableProps) {
  const { t, i18n } = useTranslation(EXPORTS_NS);
  const language = i18n.language as Language;
  const columns: ProColumns<Export>[] = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (_, job) => <Link to={exportPath(job.id)}>{job.name}</Link>,
    },
    {
      title: t('columns.status'),
      key: 'status',
      width: 200,
      render: (_, job) =>
        isUnfinished(job.status) ? (
          <div>
            <Tag color={STATUS_COLOR[job.status]}>{t(`status.${job.status}`)}</Tag>
            <Progress
              percent={progressPercent(job.progress)}
              size="small"
              status="active"
              aria-label={t('progress', { name: job.name })}
            />
          </div>
        ) : job.status === 'failed' && job.failureReason ? (
          <Tooltip title={t(`failure.${job.failureReason}`)}>
            <Tag color={STATUS_COLOR.failed}>{t('status.failed')}</Tag>
            <div style={{ fontSize: 12 }}>{t(`failure.${job.failureReason}`)}</div>
          </Tooltip>
        ) : (
          <Tag color={STATUS_COLOR[job.status]}>{t(`status.${job.status}`)}</Tag>
        ),
    },
    {
      title: t('columns.size'),
      key: 'size',
      width: 110,
      render: (_, job) => {
        if (job.size === null) return '—';
        const size = sizeParts(job.size);
        return `${formatNumber(size.value, language, size.digits)} ${t(`units.${size.unit}`)}`;
      },
    },
    ...(props.showAuthor ? [{ title: t('columns.author'), dataIndex: 'author', width: 130, ellipsis: true }] : []),
    {
      title: t('columns.created'),
      key: 'created',
      width: 170,
      render: (_, job) => formatDateTime(job.createdTime, language),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 80,
      render: (_, job) => (
        <Button
          type="text"
          icon={<DownloadOutlined aria-hidden />}
          aria-label={t('download', { name: job.name })}
          disabled={job.status !== 'done'}
          loading={props.downloading === job.id}
          onClick={() => props.onDownload(job)}
        />
      ),
    },
  ];
  return (
    <DataTable<Export>
      label={t('table')}
      rowKey="id"
      columns={columns}
      rows={props.jobs}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={props.empty}
      minWidth={props.showAuthor ? 760 : 640}
      pages={{
        page: props.page,
        pageSize: props.pageSize,
        total: props.total,
        sizes: EXPORT_PAGE_SIZES,
        totalText: (count) => t('total', { count }),
        onPage: props.onPage,
      }}
    />
  );
}
