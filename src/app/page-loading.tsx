import { useTranslation } from 'react-i18next';
import '@/shared/plain-ui/plain-ui.css';

/**
 * The placeholder while a route is still empty (its page or the session loading): the ring that
 * index.html draws before any code (plain-ui.css), named for assistive technology; drawn without
 * antd, which may still be loading.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')} className="vigil-loading">
      <span className="vigil-loading-ring" />
    </div>
  );
}
