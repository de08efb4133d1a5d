import { Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { matchRoute, pathTo } from '@/shared/routing';

/** A page that a later release fills: its title and an empty state that says where to go. */
export function PendingPage() {
  const { t } = useTranslation(['titles', 'shell']);
  const { route } = matchRoute(useLocation().pathname);
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={3}>{t(`titles:${route.title}`)}</Typography.Title>
      <Empty description={t('shell:pages.pendingText')}>
        <Link to={pathTo('streams')}>
          <Button type="primary">{t('shell:pages.toStreams')}</Button>
        </Link>
      </Empty>
    </div>
  );
}
