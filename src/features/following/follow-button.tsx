import { BellFilled, BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFollowed, useToggleFollow } from './use-followed';

/** The player header's Follow toggle: a pressed button while the user follows the stream. */
export function FollowButton({ uid }: { uid: string }) {
  const { t } = useTranslation('player');
  const followed = useFollowed();
  const toggle = useToggleFollow();
  const on = followed.data?.includes(uid) ?? false;
  return (
    <Button
      aria-pressed={on}
      disabled={!followed.data}
      icon={on ? <BellFilled aria-hidden /> : <BellOutlined aria-hidden />}
      onClick={() => toggle.mutate({ uid, follow: !on })}
    >
      {on ? t('following') : t('follow')}
    </Button>
  );
}
