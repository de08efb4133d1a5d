import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/shared/routing';
import { HeaderEntity, HeaderEntityButton } from '@/shared/ui/header-entity';
import { useStream } from '../use-stream';

const INFO_PAGES = new Set(['stream-info', 'stream-setting', 'stream-debug', 'stream-permission']);

/**
 * docs/console.md#screens-and-routes: on stream pages the stream name links to the player; the info button
 * is active on the four info pages. On the player the status poll fills the
 * stream and says whether it is there: the header asks nothing itself, and for
 * a stream that is not accessible it shows the name alone, with no link to
 * pages that would not open (`missing`).
 */
export function StreamHeader({ uid, page, missing = false }: { uid: string; page: string; missing?: boolean }) {
  const { t } = useTranslation('shell');
  const { data } = useStream(uid, { ask: page !== 'stream-view' });
  const name = data?.name ?? uid;
  if (missing) return <HeaderEntity name={name} />;
  const tooltip = t('tooltips.streamSettings', { name });
  return (
    <HeaderEntity
      name={name}
      to={pathTo('stream-view', { uid })}
      action={
        <HeaderEntityButton
          to={pathTo('stream-info', { uid })}
          label={tooltip}
          icon={<InfoCircleOutlined />}
          active={INFO_PAGES.has(page)}
        />
      }
    />
  );
}
