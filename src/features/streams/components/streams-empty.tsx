import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';
import { isReadOnlyUser, useSessionStore } from '@/shared/session/session-store';
import { useStreamsPageStore } from '../store';

/** What to do when the page has no streams: add one, ask for access, or clear the filter. */
export function StreamsEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('streams');
  const user = useSessionStore((s) => s.user);
  const { update, type, filterNode } = useStreamsPageStore();
  if (filtered) {
    return (
      <Empty description={t('empty.noMatch')}>
        <Button
          onClick={() => {
            type('');
            filterNode(null);
            update({ searchValues: [], onlyAvailable: false });
          }}
        >
          {t('empty.clear')}
        </Button>
      </Empty>
    );
  }
  const writer = !!user && !isReadOnlyUser(user);
  return (
    <Empty
      description={
        <>
          <div>{t('empty.none')}</div>
          <div>{t(writer ? 'empty.noneWriter' : 'empty.noneReader')}</div>
        </>
      }
    >
      {writer && (
        <Link to={pathTo('add-stream')}>
          <Button type="primary">{t('empty.add')}</Button>
        </Link>
      )}
    </Empty>
  );
}
