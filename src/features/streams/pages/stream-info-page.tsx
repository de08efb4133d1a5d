import { Button, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSessionStore } from '@/shared/session/session-store';
import { PageTitle } from '@/shared/ui/page-title';
import { ShareCard } from '../components/share-card';
import { StreamInfoDetails } from '../components/stream-info-details';
import { StreamInfoLinks } from '../components/stream-info-links';
import { useStream } from '../use-stream';

/** Stream info (docs/console.md#screens-and-routes): every field of the stream, links to its other pages, and its share link. */
export function StreamInfoPage() {
  const { uid = '' } = useParams();
  const { t } = useTranslation('stream-pages');
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const { data: stream, isPending, isError, refetch } = useStream(uid);

  let body;
  if (isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (isError && !stream)
    body = (
      <Result
        status="warning"
        title={t('info.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common:retry')}</Button>}
      />
    );
  else
    body = (
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        <StreamInfoDetails stream={stream} isAdmin={isAdmin} />
        {stream.meta.canManage && <ShareCard uid={stream.uid} />}
      </Space>
    );

  return (
    <div style={{ padding: 24 }}>
      <PageTitle extra={stream && <StreamInfoLinks stream={stream} isAdmin={isAdmin} />} />
      {body}
    </div>
  );
}
