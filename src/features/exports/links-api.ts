import type { BodyOf } from '@contract/index';
import { buildPath, endpoints } from '@contract/endpoints';
import { call, serverUrl } from '@/shared/http/client';

/** One package and its clip links (docs/exports.md#clip-links), for its maker and administrators. */
export const packageApi = {
  get: (id: string) => call('getExport', { params: { id } }),
  downloadUrl: (id: string) => serverUrl(buildPath(endpoints.downloadExport.url, { id })),
  links: (id: string) => call('listExportLinks', { params: { id } }),
  createLink: (id: string, body: BodyOf<'createExportLink'>) => call('createExportLink', { params: { id }, body }),
  revokeLink: (id: string, linkId: string) => call('revokeExportLink', { params: { id, linkId } }),
};
