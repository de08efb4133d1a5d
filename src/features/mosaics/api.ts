import type { MosaicBody, MosaicListQuery } from '@contract/index';
import { buildPath, endpoints } from '@contract/endpoints';
import { ApiError } from '@/shared/http/api-error';
import { call } from '@/shared/http/client';

export const mosaicKeys = {
  all: ['mosaic'] as const,
  list: (query: MosaicListQuery) => ['mosaic', 'list', query] as const,
  one: (id: string) => ['mosaic', id] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const mosaicsApi = {
  list: (query: MosaicListQuery, signal?: AbortSignal) => call('listMosaics', { query, ...withSignal(signal) }),
  /** docs/console.md#validation-rules: a mosaic fetch that ends in a validation error (a malformed id) is a mosaic not found. */
  getMosaic: (id: string, signal?: AbortSignal, extendLease = false) =>
    call('getMosaic', {
      params: { id },
      query: extendLease ? { extend_lease: true } : {},
      ...withSignal(signal),
    }).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'ValidationError') {
        throw new ApiError(404, 'NotFound', error.message);
      }
      throw error;
    }),
  create: (body: MosaicBody) => call('createMosaic', { body }),
  save: (id: string, body: MosaicBody) => call('saveMosaic', { params: { id }, body }),
  remove: (id: string) => call('deleteMosaic', { params: { id } }),
};

/** A stream's latest picture (the streams' thumbnail address; `tick` makes a refresh a new address). */
export const tileThumbnail = (uid: string, tick = 0) =>
  `${buildPath(endpoints.getStreamThumbnail.url, { uid })}?t=${tick}`;
