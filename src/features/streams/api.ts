import { call } from '@/shared/http/client';

export const streamKeys = {
  one: (uid: string) => ['stream', uid] as const,
};

export const streamsApi = {
  getStream: (uid: string, signal?: AbortSignal) =>
    call('getStream', { params: { uid }, ...(signal ? { signal } : {}) }),
};
