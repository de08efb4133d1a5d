import { Alert, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerLogLine } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { MAX_LOG_LINES } from '@/shared/logic/log-lines';
import { StatusResult } from '@/shared/ui/status-result';
import { ServerLogView } from './server-log-view';

export interface ServerLogState {
  lines: ServerLogLine[];
  loaded: boolean;
  error: ApiError | null;
  stopped: boolean;
  behind: boolean;
}

/** The log's states: not allowed, loading, and the lines with what holds them back (a failure, a slow server, a pause). */
export function ServerLogPanel({ log, paused, filtered }: { log: ServerLogState; paused: boolean; filtered: boolean }) {
  const { t } = useTranslation(['admin-debug', 'errors']);
  const { lines, loaded, error, stopped, behind } = log;
  if (error?.status === 403) return <StatusResult kind="forbidden" title={t('admin-debug:log.forbidden')} />;
  if (!loaded && stopped) return <Alert type="error" showIcon title={t(`errors:${error?.code ?? 'Unknown'}`)} />;
  if (!loaded)
    return (
      <div role="status" aria-busy="true" aria-label={t('admin-debug:log.loading')}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {error && (
        <Alert
          type={stopped ? 'error' : 'warning'}
          showIcon
          title={t(`errors:${error.code}`)}
          description={t(stopped ? 'admin-debug:log.stopped' : 'admin-debug:log.retrying')}
        />
      )}
      {behind && !error && <Alert type="info" showIcon title={t('admin-debug:log.behind')} />}
      {paused && <Alert type="info" showIcon title={t('admin-debug:tail.paused')} />}
      <Typography.Text type="secondary">
        {t('admin-debug:log.count', { lines: lines.length, max: MAX_LOG_LINES })}
      </Typography.Text>
      <ServerLogView lines={lines} filtered={filtered} />
    </Space>
  );
}
