import { describe, expect, it } from 'vitest';
import {
  auditExportSearch,
  auditListQuery,
  initialAuditState,
  isFiltered,
  noFilters,
  withFilters,
  withPage,
} from './audit-query';

const moscow = () => 180;

describe('the audit log query', () => {
  it('asks for the first page of 50 with no filter by default', () => {
    expect(auditListQuery(initialAuditState, moscow)).toEqual({ page: 1, pageSize: 50 });
    expect(isFiltered(noFilters)).toBe(false);
  });

  it('sends the picked days from the first one’s start to the last one’s end in the viewer’s zone, and trimmed texts', () => {
    const state = withFilters(initialAuditState, {
      days: ['2026-11-20', '2026-11-22'],
      actor: ' ann ',
      action: 'auth.',
      outcome: 'denied',
      target: 'cam-1 ',
      address: '  ',
    });
    expect(auditListQuery(state, moscow)).toEqual({
      page: 1,
      pageSize: 50,
      from: '2026-11-19T21:00:00.000Z',
      to: '2026-11-22T21:00:00.000Z',
      actor: 'ann',
      action: 'auth.',
      outcome: 'denied',
      target: 'cam-1',
    });
  });

  it('takes one picked day as that whole day', () => {
    const state = withFilters(initialAuditState, { days: ['2026-11-20'] });
    expect(auditListQuery(state, () => 0)).toMatchObject({
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
    });
  });

  it('gives the export the same filters, without the page', () => {
    const filters = { ...noFilters, actor: 'ann', action: 'user.create', days: ['2026-11-20'] };
    const search = new URLSearchParams(auditExportSearch(filters, () => 0));
    expect(Object.fromEntries(search)).toEqual({
      actor: 'ann',
      action: 'user.create',
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
    });
    expect(auditExportSearch(noFilters, moscow)).toBe('');
  });

  it('goes back to the first page when a filter or the page size changes, not when the page does', () => {
    const third = withPage(initialAuditState, 3, 50);
    expect(third.page).toBe(3);
    expect(withFilters(third, { outcome: 'failure' }).page).toBe(1);
    expect(withPage(third, 3, 100)).toMatchObject({ page: 1, pageSize: 100 });
  });
});
