import type { BodyOf, UserListQuery } from '@contract/index';
import { call } from '@/shared/http/client';

/** Query keys of people: the signed-in user's own things, and the users administrators manage. */
export const peopleKeys = {
  mySessions: ['people', 'me', 'sessions'] as const,
  myTokens: ['people', 'me', 'tokens'] as const,
  myTwoFactor: ['people', 'me', 'two-factor'] as const,
  myPasskeys: ['people', 'me', 'passkeys'] as const,
  users: ['users'] as const,
  userList: (query: UserListQuery) => ['users', 'list', query] as const,
  user: (login: string) => ['users', 'one', login] as const,
  userSessions: (login: string) => ['users', 'one', login, 'sessions'] as const,
  userPermissions: (login: string) => ['users', 'one', login, 'permissions'] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const peopleApi = {
  getMe: () => call('getMe', {}),
  updateMe: (body: BodyOf<'updateMe'>) => call('updateMe', { body }),
  mySessions: (signal?: AbortSignal) => call('listSessions', withSignal(signal)),
  terminateOtherSessions: () => call('terminateSessions', {}),
  deleteMySession: (id: string) => call('deleteSession', { params: { id } }),
  myTokens: (signal?: AbortSignal) => call('listTokens', withSignal(signal)),
  createToken: (body: BodyOf<'createToken'>) => call('createToken', { body }),
  deleteToken: (id: string) => call('deleteToken', { params: { id } }),
  twoFactor: (signal?: AbortSignal) => call('getTwoFactor', withSignal(signal)),
  startTotp: () => call('startTotp', {}),
  confirmTotp: (code: string) => call('confirmTotp', { body: { code } }),
  removeTotp: (body: BodyOf<'removeTotp'>) => call('removeTotp', { body }),
  stepUp: (body: BodyOf<'stepUp'>) => call('stepUp', { body }),
  myPasskeys: (signal?: AbortSignal) => call('listPasskeys', withSignal(signal)),
  passkeyOptions: () => call('startPasskeyRegistration', {}),
  registerPasskey: (body: BodyOf<'registerPasskey'>) => call('registerPasskey', { body }),
  renamePasskey: (id: number, name: string) => call('renamePasskey', { params: { id: String(id) }, body: { name } }),
  deletePasskey: (id: number) => call('deletePasskey', { params: { id: String(id) } }),

  listUsers: (query: UserListQuery, signal?: AbortSignal) => call('listUsers', { query, ...withSignal(signal) }),
  createUser: (body: BodyOf<'createUser'>) => call('createUser', { body }),
  getUser: (login: string, signal?: AbortSignal) => call('getUser', { params: { login }, ...withSignal(signal) }),
  updateUser: (login: string, body: BodyOf<'updateUser'>) => call('updateUser', { params: { login }, body }),
  deleteUser: (login: string) => call('deleteUser', { params: { login } }),
  blockUser: (login: string) => call('blockUser', { params: { login } }),
  unblockUser: (login: string) => call('unblockUser', { params: { login } }),
  userSessions: (login: string, signal?: AbortSignal) =>
    call('listUserSessions', { params: { login }, ...withSignal(signal) }),
  deleteUserSession: (login: string, id: string) => call('deleteUserSession', { params: { login, id } }),
  resetUserTwoFactor: (login: string) => call('resetUserTwoFactor', { params: { login } }),
  userPermissions: (login: string, signal?: AbortSignal) =>
    call('getUserPermissions', { params: { login }, ...withSignal(signal) }),
  setUserPermissions: (login: string, body: BodyOf<'setUserPermissions'>) =>
    call('setUserPermissions', { params: { login }, body }),
};
