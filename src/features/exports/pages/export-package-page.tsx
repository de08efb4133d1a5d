import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { BodyOf } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { formatDateTime } from '@/shared/logic/date-format';
import { useLanguage } from '@/shared/preferences/use-preferences';
import { PageFrame } from '@/shared/ui/page-frame';
import { LinkCreateModal } from '../components/link-create-modal';
import { LinksTable } from '../components/links-table';
import { LinkUrlDialog } from '../components/link-url-dialog';
import { packageApi } from '../links-api';
import { formatFileSize } from '../file-size';
import { useExportPackage } from '../use-export-package';
import { PACKAGE_NS } from '../package-texts';

/** A case export's package (docs/exports.md#clip-links): what it holds, its download, and its clip links. */
export function ExportPackagePage() {
  const { t, i18n } = useTranslation(PACKAGE_NS);
  const language = useLanguage();
  const { message } = App.useApp();
  const { id = '' } = useParams();
  const { pkg, links, create, revoke } = useExportPackage(id);
  const [url, setUrl] = useState<string | null>(null);
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  const onCreate = async (body: BodyOf<'createExportLink'>) => {
    try {
      const made = await create.mutateAsync(body);
      setUrl(new URL(made.url, window.location.origin).toString());
      return true;
    } catch {
      return false;
    }
  };

  const data = pkg.data;
  return (
    <PageFrame>
      {data && (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: t('name'), children: data.name },
              { key: 'reason', label: t('reason'), children: <Typography.Text>{data.reason}</Typography.Text> },
              { key: 'author', label: t('author'), children: data.author },
              { key: 'created', label: t('created'), children: when(data.createdTime) },
              { key: 'status', label: t('status'), children: data.status },
              {
                key: 'size',
                label: t('size'),
                children: data.size === null ? '—' : formatFileSize(data.size, language),
              },
            ]}
          />
          <Typography.Title level={5}>{t('items')}</Typography.Title>
          <Table
            size="small"
            rowKey={(item) => `${item.streamId}-${item.startTime}`}
            pagination={false}
            dataSource={data.items}
            style={{ marginBottom: 16 }}
            columns={[
              { title: t('stream'), key: 'stream', render: (_, item) => `${item.streamName} (${item.streamId})` },
              { title: t('start'), key: 'start', render: (_, item) => when(item.startTime) },
              { title: t('end'), key: 'end', render: (_, item) => when(item.endTime) },
            ]}
          />
          {data.status === 'done' ? (
            <>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                href={packageApi.downloadUrl(id)}
                style={{ marginBottom: 24 }}
              >
                {t('download')}
              </Button>
              <Typography.Title level={4}>{t('links.title')}</Typography.Title>
              <Typography.Paragraph type="secondary">{t('links.intro')}</Typography.Paragraph>
              <LinksTable
                links={links.data?.items}
                loading={links.isFetching}
                error={links.error}
                onRetry={() => void links.refetch()}
                revoking={revoke.isPending ? (revoke.variables ?? null) : null}
                onRevoke={(link) =>
                  revoke.mutate(link.id, { onSuccess: () => void message.success(t('links.revoked')) })
                }
                toolbar={[
                  <LinkCreateModal
                    key="create"
                    onCreate={onCreate}
                    error={create.error instanceof ApiError ? create.error : null}
                  />,
                ]}
              />
            </>
          ) : (
            <Alert type="info" showIcon title={t('notDone')} />
          )}
        </>
      )}
      <LinkUrlDialog url={url} onClose={() => setUrl(null)} />
    </PageFrame>
  );
}
