import { call } from '@/shared/http/client';

export const licenseKeys = { license: ['admin', 'license'] as const };

export const licenseApi = {
  get: (signal?: AbortSignal) => call('getLicense', signal ? { signal } : {}),
  save: (text: string) => call('saveLicense', { body: { text } }),
  remove: () => call('deleteLicense', {}),
};
