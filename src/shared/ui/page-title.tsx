import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMatch } from '@/shared/routing';

/** The page's heading: the title of the current route (SPEC §2 titles), with optional controls beside it. */
export function PageTitle({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('titles');
  const { route } = useRouteMatch();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(route.title)}
      </Typography.Title>
      {extra}
    </div>
  );
}
