import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/shared/routing';
import { HeaderEntity, HeaderEntityButton } from '@/shared/ui/header-entity';
import { useMosaic, WATCH_ROUTE } from '../use-mosaic';

/** docs/console.md#screens-and-routes: on mosaic pages the name links to watching; settings only when the mosaic's meta allows administration. */
export function MosaicHeader({ id, page }: { id: string; page: string }) {
  const { t } = useTranslation('shell');
  const { data } = useMosaic(id, page === WATCH_ROUTE);
  const name = data?.name ?? '';
  return (
    <HeaderEntity
      name={name}
      to={pathTo('mosaic', { id })}
      action={
        data?.meta.canAdmin && (
          <HeaderEntityButton
            to={pathTo('mosaic-edit', { id })}
            label={t('tooltips.mosaicSettings', { name })}
            icon={<SettingOutlined />}
            active={page === 'mosaic-edit'}
          />
        )
      }
    />
  );
}
