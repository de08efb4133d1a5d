import { call } from '@/shared/http/client';

export const mosaicKeys = {
  one: (id: string) => ['mosaic', id] as const,
};

export const mosaicsApi = {
  getMosaic: (id: string, signal?: AbortSignal) => call('getMosaic', { params: { id }, ...(signal ? { signal } : {}) }),
};
