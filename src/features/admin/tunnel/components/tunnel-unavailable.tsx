import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';
import type { TunnelAvailability } from '../logic/availability';

/** Why the tunnel cannot start on this server, with the way to the license page when a license would help. */
export function TunnelUnavailable({ why }: { why: Exclude<TunnelAvailability, 'available'> }) {
  const { t } = useTranslation('admin-tunnel');
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={t(`unavailable.${why}.title`)}
      description={
        <>
          {t(`unavailable.${why}.text`)}{' '}
          {why !== 'noRelays' && <Link to={pathTo('admin-license')}>{t('unavailable.toLicense')}</Link>}
        </>
      }
    />
  );
}
