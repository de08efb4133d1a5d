import type { BodyOf } from '@contract/index';
import { call, callWithHeaders } from '@/shared/http/client';

export const authApi = {
  getSettings: (signal?: AbortSignal) => call('getUiSettings', signal ? { signal } : {}),
  getMe: () => call('getMe', {}),
  signIn: (login: string, password: string) => call('signIn', { body: { login, password } }),
  signInSecondFactor: (body: BodyOf<'signInSecondFactor'>) => call('signInSecondFactor', { body }),
  passkeySignInOptions: (ticket?: string) => call('passkeySignInOptions', { body: ticket ? { ticket } : {} }),
  signInWithPasskey: (body: BodyOf<'signInWithPasskey'>) => call('signInWithPasskey', { body }),
  signOut: () => call('signOut', {}),
  unlock: (body: { login: string; password: string; email: string }) => call('unlock', { body }),
  setLanguage: (language: 'en' | 'ru') => call('updateMe', { body: { language } }),
  sendPasswordReset: (email: string) => callWithHeaders('sendPasswordReset', { body: { email } }),
  resetPassword: (body: { email: string; code: string; password: string }) => call('resetPassword', { body }),
};
