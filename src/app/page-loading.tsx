import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/plain-ui';

/** The placeholder while a route is still empty (its page or the session loading); drawn without antd, which may still be loading. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')} style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner />
    </div>
  );
}
