import { AuditOutlined } from '@ant-design/icons';
import { App, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Export } from '@contract/index';
import { toApiError } from '@/shared/http/to-api-error';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { saveBlob } from '@/shared/ui/save-blob';
import { exportsApi } from '../api';
import { ExportsTable } from '../components/exports-table';
import { useExportJobs } from '../use-exports';
import { EXPORTS_NS } from '../texts';

/**
 * Exports (docs/exports.md#in-the-console): the user's case exports (everyone's for administrators),
 * newest first, with their progress while they are made (asked again every few seconds), and the
 * package's download once done.
 */
export function ExportsPage() {
  const { t } = useTranslation(EXPORTS_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const list = useExportJobs(paging);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (job: Export) => {
    setDownloading(job.id);
    try {
      const file = await exportsApi.download(job.id);
      saveBlob(file.blob, file.fileName ?? `${job.name}.zip`);
    } catch (error) {
      void message.error(t(`errors:${toApiError(error).code}`));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <PageFrame
      extra={
        <Button icon={<AuditOutlined aria-hidden />} onClick={() => navigate(pathTo('exports-verify'))}>
          {t('verify.open')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ExportsTable
        jobs={list.data?.items}
        total={list.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        loading={list.isFetching && !list.data}
        error={list.error}
        onRetry={() => void list.refetch()}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        showAuthor={isAdmin}
        downloading={downloading}
        onDownload={(job) => void download(job)}
        empty={t('empty')}
      />
    </PageFrame>
  );
}
