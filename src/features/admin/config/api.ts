import type { BodyOf } from '@contract/index';
import { call } from '@/shared/http/client';

export const configKeys = {
  configuration: ['admin', 'configuration'] as const,
  directory: ['admin', 'directory'] as const,
};

export const configApi = {
  get: (signal?: AbortSignal) => call('getConfiguration', signal ? { signal } : {}),
  save: (body: BodyOf<'saveConfiguration'>) => call('saveConfiguration', { body }),
  uploadLogo: (body: BodyOf<'uploadLogo'>) => call('uploadLogo', { body }),
  deleteLogo: () => call('deleteLogo', {}),
  sendTestEmail: () => call('sendTestEmail', {}),
};

/** The directory (LDAP / Active Directory): its own settings, connection test and synchronization. */
export const directoryApi = {
  get: (signal?: AbortSignal) => call('getDirectory', signal ? { signal } : {}),
  save: (body: BodyOf<'saveDirectory'>) => call('saveDirectory', { body }),
  test: () => call('testDirectory', {}),
  sync: () => call('syncDirectory', {}),
};
