import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/api-error';
import { StatusResult } from './status-result';

/** What QueryState reads of a TanStack query. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A page's three states over one query: a skeleton while it loads, the catalogue's message with a
 * retry when it failed (not found and no access as their own pictures), and the page once the data is in.
 */
export function QueryState<T>({
  query,
  label,
  failed,
  rows = 6,
  children,
}: {
  query: QueryLike<T>;
  /** The loading state's accessible name. */
  label: string;
  /** The title of the failure. */
  failed: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['common', 'errors']);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null;
    if (error?.status === 404) return <StatusResult kind="not-found" title={t('errors:NotFound')} />;
    if (error?.status === 403) return <StatusResult kind="forbidden" title={t('errors:Forbidden')} />;
    return (
      <Result
        status="warning"
        title={failed}
        subTitle={t(`errors:${error?.code ?? 'Unknown'}`)}
        extra={<Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  return (
    <div role="status" aria-busy="true" aria-label={label} style={{ maxWidth: 720 }}>
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}
