import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';
import { useStream } from '../use-stream';

const INFO_PAGES = new Set(['stream-info', 'stream-setting', 'stream-debug', 'stream-permission']);

/** SPEC §2: on stream pages the stream name links to the player; the info button is active on the four info pages. */
export function StreamHeader({ uid, page }: { uid: string; page: string }) {
  const { t } = useTranslation('shell');
  // The player shows its own state for a stream the user may not watch.
  const { data } = useStream(uid, { quiet: page === 'stream-view' });
  const name = data?.name ?? uid;
  const active = INFO_PAGES.has(page);
  const tooltip = t('tooltips.streamSettings', { name });
  return (
    <Space size={8} style={{ minWidth: 0 }}>
      <Link to={pathTo('stream-view', { uid })} style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ maxWidth: '40vw' }}>
          {name}
        </Typography.Text>
      </Link>
      <Tooltip title={tooltip} mouseLeaveDelay={0.2}>
        <Link to={pathTo('stream-info', { uid })} aria-label={tooltip} aria-current={active ? 'page' : undefined}>
          <Button type={active ? 'primary' : 'text'} icon={<InfoCircleOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
    </Space>
  );
}
