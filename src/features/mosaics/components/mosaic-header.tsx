import { SettingOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';
import { useMosaic } from '../use-mosaic';

/** SPEC §2: on mosaic pages the name links to watching; settings only when the mosaic's meta allows administration. */
export function MosaicHeader({ id, page }: { id: string; page: string }) {
  const { t } = useTranslation('shell');
  const { data } = useMosaic(id);
  const name = data?.name ?? '';
  const tooltip = t('tooltips.mosaicSettings', { name });
  return (
    <Space size={8} style={{ minWidth: 0 }}>
      <Link to={pathTo('mosaic', { id })}>
        <Typography.Text strong ellipsis style={{ maxWidth: '40vw' }}>
          {name}
        </Typography.Text>
      </Link>
      {data?.meta.canAdmin && (
        <Tooltip title={tooltip} mouseLeaveDelay={0.2}>
          <Link
            to={pathTo('mosaic-edit', { id })}
            aria-label={tooltip}
            aria-current={page === 'mosaic-edit' ? 'page' : undefined}
          >
            <Button type={page === 'mosaic-edit' ? 'primary' : 'text'} icon={<SettingOutlined />} tabIndex={-1} />
          </Link>
        </Tooltip>
      )}
    </Space>
  );
}
