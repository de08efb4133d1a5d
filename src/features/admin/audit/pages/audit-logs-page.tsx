import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { localOffsetMinutes } from '@/shared/logic/date-format';
import { PageFrame } from '@/shared/ui/page-frame';
import { auditApi } from '../api';
import { AuditFiltersBar } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { ExportLink } from '../components/export-link';
import { useAuditLogs } from '../hooks/use-audit-logs';
import {
  auditExportSearch,
  auditListQuery,
  initialAuditState,
  isFiltered,
  withFilters,
  withPage,
} from '../logic/audit-query';

/** Typing in a filter asks the server once the user pauses this long. */
const TYPING_MS = 300;

/** Audit logs (docs/console.md#screens-and-routes /administration/audit-logs): the server's log, filtered and paged there; the filtered view as CSV. */
export function AuditLogsPage() {
  const { t } = useTranslation('admin-audit');
  const [state, setState] = useState(initialAuditState);
  // The filters settle while typing; the pager answers at once.
  const filters = useDebounced(state.filters, TYPING_MS);
  const list = useAuditLogs(auditListQuery({ ...state, filters }, localOffsetMinutes));
  return (
    <PageFrame>
      <AuditFiltersBar filters={state.filters} onChange={(patch) => setState((s) => withFilters(s, patch))} />
      <AuditTable
        entries={list.data?.items}
        total={list.data?.total ?? 0}
        page={state.page}
        pageSize={state.pageSize}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onPage={(page, pageSize) => setState((s) => withPage(s, page, pageSize))}
        empty={t(isFiltered(filters) ? 'emptyFound' : 'empty')}
        toolbar={[
          <ExportLink key="export" href={auditApi.exportUrl(auditExportSearch(filters, localOffsetMinutes))} />,
        ]}
      />
    </PageFrame>
  );
}
