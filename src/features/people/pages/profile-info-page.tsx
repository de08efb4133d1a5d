import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { PlaybackPreference } from '../components/playback-preference';
import { UserDetails } from '../components/user-details';

/** Who I am (docs/console.md#screens-and-routes /profile/me/info), and how live video comes to this device. */
export function ProfileInfoPage() {
  const { t } = useTranslation('people');
  const user = useSessionStore((s) => s.user);
  return (
    <PageFrame
      extra={
        <Link to={pathTo('profile-edit')}>
          <Button icon={<EditOutlined aria-hidden />}>{t('profile.edit')}</Button>
        </Link>
      }
    >
      {user && <UserDetails user={user} />}
      <PlaybackPreference />
    </PageFrame>
  );
}
