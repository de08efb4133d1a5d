import type { BodyOf } from '@contract/index';
import { call } from '@/shared/http/client';

export const configKeys = { configuration: ['admin', 'configuration'] as const };

export const configApi = {
  get: (signal?: AbortSignal) => call('getConfiguration', signal ? { signal } : {}),
  save: (body: BodyOf<'saveConfiguration'>) => call('saveConfiguration', { body }),
  uploadLogo: (body: BodyOf<'uploadLogo'>) => call('uploadLogo', { body }),
  deleteLogo: () => call('deleteLogo', {}),
  sendTestEmail: () => call('sendTestEmail', {}),
};
