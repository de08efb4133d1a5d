import { useTranslation } from 'react-i18next';
import '@/shared/plain-ui/plain-ui.css';

/** When the loading ring may first be seen, from the page's start: index.html's CSS says the same. */
const APPEAR_AFTER_MS = 300;

/**
 * The placeholder while a route is still empty (its page or the session loading): the ring that
 * index.html draws before any code (plain-ui.css), named for assistive technology; drawn without
 * antd, which may still be loading. Its appearance counts from the page's start, as index.html's
 * does: one that takes that ring's place after 0.3 s shows at once, never a blank moment.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const delay = Math.max(0, Math.round(APPEAR_AFTER_MS - performance.now()));
  return (
    <div role="status" aria-label={t('loading')} className="vigil-loading" style={{ animationDelay: `${delay}ms` }}>
      <span className="vigil-loading-ring" />
    </div>
  );
}
