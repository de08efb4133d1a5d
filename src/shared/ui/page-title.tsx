import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMatch } from '@/shared/routing';
import './plain-text.css';

/** The page's heading: the title of the current route (docs/console.md#screens-and-routes titles), with optional controls beside it. */
export function PageTitle({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('titles');
  const { route } = useRouteMatch();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
      <h3 className="vigil-heading-3">{t(route.title)}</h3>
      {extra}
    </div>
  );
}
