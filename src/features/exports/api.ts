import type { CreateExportBody, ExportListQuery } from '@contract/index';
import { call, callWithHeaders } from '@/shared/http/client';
import { fileNameFromDisposition } from '@/shared/http/content-disposition';

/** Query keys of exports: every list under one prefix, so a new export refreshes them all. */
export const exportKeys = {
  all: ['exports'] as const,
  list: (query: ExportListQuery) => ['exports', 'list', query] as const,
};

/** A package can be large: its download and its check get as long as they need (10 minutes). */
const PACKAGE_TIMEOUT_MS = 600_000;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const exportsApi = {
  list: (query: ExportListQuery, signal?: AbortSignal) => call('listExports', { query, ...withSignal(signal) }),
  create: (body: CreateExportBody) => call('createExport', { body }),
  download: async (id: string): Promise<{ blob: Blob; fileName: string | null }> => {
    const { data, headers } = await callWithHeaders('downloadExport', {
      params: { id },
      responseType: 'blob',
      timeout: PACKAGE_TIMEOUT_MS,
    });
    return { blob: data as unknown as Blob, fileName: fileNameFromDisposition(headers['content-disposition']) };
  },
  verify: (file: Blob) =>
    call('verifyExport', {
      body: file,
      headers: { 'Content-Type': 'application/zip' },
      timeout: PACKAGE_TIMEOUT_MS,
    }),
};
