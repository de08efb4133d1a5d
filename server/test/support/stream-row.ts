import type { StreamRow } from '../../src/media/media-control';

/**
 * A whole `streams` row for tests and benchmarks that write streams straight to the database: a
 * recorded demo stream of this node, running as soon as it is applied; `values` override any column.
 */
export function streamRow(values: Partial<StreamRow> & { uid: string }, now = Date.now()) {
  return {
    name: values.uid,
    source: 'demo://Test',
    tags: '[]',
    location_name: '',
    marker: '',
    archive_enabled: 1,
    on_demand: 0,
    paused: 0,
    status: 'pending' as const,
    failure_reason: null,
    node_id: 'local',
    share_version: 0,
    created_by: null,
    created_at: now,
    updated_at: now,
    ...values,
  };
}
