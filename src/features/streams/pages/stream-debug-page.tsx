import { Alert, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/shared/ui/page-title';
import { LogView } from '../components/log-view';
import { MAX_LOG_LINES } from '../logic/log-lines';
import { useStreamLogs } from '../use-stream-logs';

/** Stream debug (SPEC §4): the stream's log, polled every second, for those who manage the stream. */
export function StreamDebugPage() {
  const { uid = '' } = useParams();
  const { t } = useTranslation(['stream-pages', 'errors']);
  const { lines, error, stopped, isPending } = useStreamLogs(uid);

  let body;
  if (stopped && error?.status === 403)
    body = <Result status="403" title={t('debug.forbiddenTitle')} subTitle={t('debug.forbiddenText')} />;
  else if (stopped) body = <Result status="warning" title={t(`errors:${error?.code ?? 'Unknown'}`)} />;
  else if (isPending) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else
    body = (
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {error && <Alert type="warning" showIcon title={t(`errors:${error.code}`)} description={t('debug.retrying')} />}
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
