import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/shared/ui/page-title';
import { StreamFormSettings } from '../components/stream-form-settings';
import { StreamStatus } from '../components/stream-status';
import { useStream } from '../use-stream';

/** A stream's settings (docs/console.md#screens-and-routes, /stream/:uid/setting): its form once the stream has loaded. */
export function StreamSettingPage() {
  const { t } = useTranslation('stream-form');
  const { uid = '' } = useParams();
  const { data: stream, isPending, isError, refetch } = useStream(uid);

  let body;
  if (stream) body = <StreamFormSettings key={uid} stream={stream} />;
  else if (isPending)
    body = (
      <div role="status" aria-busy="true" aria-label={t('setting.loading')} style={{ maxWidth: 720 }}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (isError)
    body = (
      <Result
        status="warning"
        title={t('setting.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common:retry')}</Button>}
      />
    );

  return (
    <div style={{ padding: 24 }}>
      <PageTitle extra={stream && <StreamStatus stream={stream} showReason={false} />} />
      {body}
    </div>
  );
}
