import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';

/**
 * docs/console.md#states-and-transitions: a forbidden answer to the status poll marks the stream not
 * accessible. The server answers a stream the user may not view as a missing
 * one, so the page cannot tell the two apart and says so.
 */
export function NotAccessible() {
  const { t } = useTranslation('player');
  return (
    <Result
      status="403"
      title={t('notAccessible.title')}
      subTitle={t('notAccessible.text')}
      extra={
        <Link to={pathTo('streams')}>
          <Button type="primary">{t('notAccessible.toStreams')}</Button>
        </Link>
      }
    />
  );
}
