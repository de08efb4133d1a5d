import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';
import { StatusResult } from '@/shared/ui/status-result';

/** Page not found, and the page a user has no access to. */
export function StatusPage({ kind }: { kind: 'not-found' | 'forbidden' }) {
  const { t } = useTranslation(['titles', 'shell', 'errors']);
  return (
    <StatusResult
      kind={kind}
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {kind === 'not-found' ? t('titles:notFound') : t('errors:Forbidden')}
        </Typography.Title>
      }
      subTitle={kind === 'not-found' ? t('shell:pages.notFoundText') : t('shell:pages.forbiddenText')}
      extra={
        <Link to={pathTo('streams')}>
          <Button type="primary">{t('shell:pages.toStreams')}</Button>
        </Link>
      }
    />
  );
}

export function NotFoundPage() {
  return <StatusPage kind="not-found" />;
}
