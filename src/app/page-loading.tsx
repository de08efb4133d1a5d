import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The placeholder while a route is still empty (its page or the session loading). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')} style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spin size="large" />
    </div>
  );
}
