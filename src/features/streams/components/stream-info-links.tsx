import { BugOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Stream } from '@contract/index';
import { pathTo } from '@/shared/routing';

/**
 * The stream's other pages the user may open: settings and debug (its log
 * needs the manage permission) for whoever manages it, permissions for
 * administrators.
 */
export function StreamInfoLinks({ stream, isAdmin }: { stream: Stream; isAdmin: boolean }) {
  const { t } = useTranslation('stream-pages');
  const uid = stream.uid;
  const canManage = stream.meta.canManage;
  if (!canManage && !isAdmin) return null;
  return (
    <nav aria-label={t('info.links')}>
      <Space size={16} wrap>
        {canManage && (
          <Link to={pathTo('stream-setting', { uid })}>
            <SettingOutlined aria-hidden /> {t('info.settings')}
          </Link>
        )}
        {isAdmin && (
          <Link to={pathTo('stream-permission', { uid })}>
            <TeamOutlined aria-hidden /> {t('info.permissions')}
          </Link>
        )}
        {canManage && (
          <Link to={pathTo('stream-debug', { uid })}>
            <BugOutlined aria-hidden /> {t('info.debug')}
          </Link>
        )}
      </Space>
    </nav>
  );
}
