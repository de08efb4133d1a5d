import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';
import { PageTitle } from '@/shared/ui/page-title';

/** A page that a later release fills: its title and an empty state that says where to go. */
export function PendingPage() {
  const { t } = useTranslation('shell');
  return (
    <div style={{ padding: 24 }}>
      <PageTitle />
      <Empty description={t('pages.pendingText')}>
        <Link to={pathTo('streams')}>
          <Button type="primary">{t('pages.toStreams')}</Button>
        </Link>
      </Empty>
    </div>
  );
}
