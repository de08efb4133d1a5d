import { call } from '@/shared/http/client';

/** Items of each kind the palette asks for. */
export const SEARCH_LIMIT = 8;

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string) => ['search', q] as const,
};

export const searchApi = {
  /** Streams, mosaics and users (administrators) matching `q`, ranked by the server. */
  search: (q: string, signal?: AbortSignal) => call('search', { query: { q, limit: SEARCH_LIMIT }, signal }),
};
