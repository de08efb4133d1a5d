import { Alert, Button, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/shared/ui/page-title';
import { LogView } from '../components/log-view';
import { MAX_LOG_LINES } from '@/shared/logic/log-lines';
import { useStream } from '../use-stream';
import { useStreamLogs } from '../use-stream-logs';

/**
 * Stream debug (docs/console.md#states-and-transitions): the stream's log, polled every second, for those who
 * manage the stream. The stream (shared with the header) is known first: the
 * log is not asked of a stream the user only views.
 */
export function StreamDebugPage() {
  const { uid = '' } = useParams();
  const { t } = useTranslation(['stream-pages', 'errors', 'common']);
  const stream = useStream(uid);
  const manages = stream.data?.meta.canManage;
  const { lines, loaded, error, stopped, behind } = useStreamLogs(uid, manages === true);
  const refused = error?.status === 403;

  let body;
  if (manages === false || (stopped && refused && !loaded))
    body = <Result status="403" title={t('debug.forbiddenTitle')} subTitle={t('debug.forbiddenText')} />;
  else if (stream.isError && !stream.data)
    body = (
      <Result
        status="warning"
        title={t('info.loadFailed')}
        extra={<Button onClick={() => void stream.refetch()}>{t('common:retry')}</Button>}
      />
    );
  else if (stopped && !loaded) body = <Result status="warning" title={t(`errors:${error?.code ?? 'Unknown'}`)} />;
  else if (!loaded) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else
    body = (
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {error && (
          <Alert
            type={stopped ? 'error' : 'warning'}
            showIcon
            title={refused ? t('debug.forbiddenTitle') : t(`errors:${error.code}`)}
            // Only a log that has loaded can have stopped being refreshed.
            description={t(stopped ? 'debug.stopped' : 'debug.retrying')}
          />
        )}
        {behind && !error && <Alert type="info" showIcon title={t('debug.behind')} />}
        <Typography.Text type="secondary">
          {t('debug.count', { lines: lines.length, max: MAX_LOG_LINES })}
        </Typography.Text>
        <LogView lines={lines} />
      </Space>
    );

  return (
    <div style={{ padding: 24 }}>
      <PageTitle />
      {body}
    </div>
  );
}
