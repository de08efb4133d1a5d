import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Flex, Result, type TablePaginationConfig, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/api-error';

/** Pages the server cuts: the page shown, its size (one of `sizes`), the total and how it is said. */
export interface DataTablePages {
  page: number;
  pageSize: number;
  total: number | undefined;
  sizes: readonly number[];
  totalText(count: number): string;
  onPage(page: number, pageSize: number): void;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: ProColumns<T>[];
  rowKey: keyof T & string;
  rows: readonly T[] | undefined;
  loading: boolean;
  /** The last failure; with no rows to show, the table's place says why, with a retry. */
  error: unknown;
  onRetry: () => void;
  /** What an empty list says. */
  empty: ReactNode;
  /** Controls above the table (create, terminate all, search). */
  toolbar?: ReactNode[];
  pagination?: TablePaginationConfig | false;
  /** Server-side pages (instead of `pagination` and `onChange`). */
  pages?: DataTablePages;
  onChange?: (
    pagination: TablePaginationConfig,
    filters: Record<string, (Key | boolean)[] | null>,
    sorter: SorterResult<T> | SorterResult<T>[],
  ) => void;
  /** The narrowest the table is drawn; narrower than this it scrolls inside its own box. */
  minWidth?: number;
  /** A class of a row (a selected row). */
  rowClassName?: (row: T) => string;
  /** What opens under a row (ProTable's expandable: the rows open, what they show). */
  expandable?: TableProps<T>['expandable'];
}

/**
 * One table of the console's lists (users, tokens, sessions, audit logs…): ProTable with the
 * catalogue's failure and a retry in place of the rows, its own empty text, and no sideways page scroll.
 */
export function DataTable<T extends object>({
  label,
  columns,
  rowKey,
  rows,
  loading,
  error,
  onRetry,
  empty,
  toolbar,
  pagination = false,
  pages,
  onChange,
  minWidth = 640,
  rowClassName,
  expandable,
}: DataTableProps<T>) {
  const { t } = useTranslation(['common', 'errors']);
  const failed = error && !rows;
  // Nothing known yet (first load, or asking again after a failure): the spinner alone, no claim.
  const waiting = loading && !rows;
  const code = error instanceof ApiError ? error.code : 'Unknown';
  return (
    <>
      {/* Above the table and wrapping (ProTable's own bar does not wrap: on a phone it would widen the page). */}
      {toolbar && (
        <Flex wrap gap={8} justify="flex-end" style={{ marginBottom: 12 }}>
          {toolbar}
        </Flex>
      )}
      <ProTable<T>
        aria-label={label}
        aria-busy={loading}
        rowKey={rowKey}
        columns={columns}
        dataSource={failed ? [] : (rows as T[] | undefined)}
        loading={loading}
        search={false}
        options={false}
        toolBarRender={false}
        pagination={pages ? pagerOf(pages) : pagination}
        onChange={pages ? (p) => pages.onPage(p.current ?? pages.page, p.pageSize ?? pages.pageSize) : onChange}
        scroll={{ x: minWidth }}
        {...(rowClassName ? { rowClassName } : {})}
        {...(expandable ? { expandable } : {})}
        cardProps={{ styles: { body: { padding: 0 } } }}
        size="middle"
        locale={{
          emptyText: waiting ? null : failed ? (
            <Result
              status="warning"
              title={t(`errors:${code}`)}
              extra={<Button onClick={onRetry}>{t('common:retry')}</Button>}
            />
          ) : (
            empty
          ),
        }}
      />
    </>
  );
}

function pagerOf(pages: DataTablePages): TablePaginationConfig {
  return {
    current: pages.page,
    pageSize: pages.pageSize,
    total: pages.total,
    showSizeChanger: true,
    pageSizeOptions: pages.sizes.map(String),
    showTotal: (count) => pages.totalText(count),
  };
}
