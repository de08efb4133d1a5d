import { call } from '@/shared/http/client';

export const authApi = {
  getSettings: () => call('getUiSettings', {}),
  getMe: () => call('getMe', {}),
};
