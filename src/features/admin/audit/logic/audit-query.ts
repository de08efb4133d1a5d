import type { AuditLogFilter, AuditLogQuery, AuditOutcome } from '@contract/index';

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;
export const OUTCOMES: readonly AuditOutcome[] = ['success', 'failure', 'denied'];

/** What the administrator filters the log by, as the controls hold it. */
export interface AuditFilters {
  /** YYYY-MM-DD days of the date-range picker: [] | [day] | [first, last]. */
  days: string[];
  actor: string;
  /** One action, or a group's prefix (`auth.`). */
  action: string | null;
  outcome: AuditOutcome | null;
  target: string;
  address: string;
}

export interface AuditTableState {
  page: number;
  pageSize: number;
  filters: AuditFilters;
}

export const noFilters: AuditFilters = { days: [], actor: '', action: null, outcome: null, target: '', address: '' };

export const initialAuditState: AuditTableState = { page: 1, pageSize: AUDIT_PAGE_SIZES[1], filters: noFilters };

const DAY_MS = 86_400_000;

/** Minutes east of UTC at a moment, in the viewer's time zone (Moscow: 180). */
export type OffsetAt = (ms: number) => number;

/** The start of a YYYY-MM-DD day in the viewer's time zone, as Unix ms. */
function dayStart(day: string, offsetAt: OffsetAt): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  return utc - offsetAt(utc) * 60_000;
}

/** The server's filter for the controls: trimmed texts, and the picked days from the first's start to the last's end. */
export function auditFilter(filters: AuditFilters, offsetAt: OffsetAt): AuditLogFilter {
  const [first, last = first] = filters.days;
  const text = (value: string) => value.trim() || undefined;
  const query: AuditLogFilter = {
    ...(first ? { from: new Date(dayStart(first, offsetAt)).toISOString() } : {}),
    ...(last ? { to: new Date(dayStart(last, offsetAt) + DAY_MS).toISOString() } : {}),
    actor: text(filters.actor),
    action: filters.action ?? undefined,
    outcome: filters.outcome ?? undefined,
    target: text(filters.target),
    address: text(filters.address),
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as AuditLogFilter;
}

/** GET /v1/admin/audit-logs for a state. */
export function auditListQuery(state: AuditTableState, offsetAt: OffsetAt): AuditLogQuery {
  return { page: state.page, pageSize: state.pageSize, ...auditFilter(state.filters, offsetAt) };
}

/** The export's query string (without '?') for the same filters. */
export function auditExportSearch(filters: AuditFilters, offsetAt: OffsetAt): string {
  return new URLSearchParams(auditFilter(filters, offsetAt) as Record<string, string>).toString();
}

/** The state after a filter changed: back to the first page. */
export function withFilters(state: AuditTableState, patch: Partial<AuditFilters>): AuditTableState {
  return { ...state, page: 1, filters: { ...state.filters, ...patch } };
}

/** The state after the pager moved: a new page size starts at the first page. */
export function withPage(state: AuditTableState, page: number, pageSize: number): AuditTableState {
  return pageSize === state.pageSize ? { ...state, page } : { ...state, page: 1, pageSize };
}

export function isFiltered(filters: AuditFilters): boolean {
  return Object.keys(auditFilter(filters, () => 0)).length > 0;
}
