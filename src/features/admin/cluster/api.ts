import { call } from '@/shared/http/client';

/** Query keys of the cluster page. */
export const clusterKeys = { nodes: ['admin', 'cluster', 'nodes'] as const };

export const clusterApi = {
  list: (signal?: AbortSignal) => call('listClusterNodes', signal ? { signal } : {}),
  drain: (id: string) => call('drainClusterNode', { params: { id } }),
  undrain: (id: string) => call('undrainClusterNode', { params: { id } }),
};
