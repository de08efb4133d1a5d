import { route } from '../route';
import { ErrorBody, errorResponses, Ok } from '../schemas/common';
import { CreateUserBody, LoginParams, UpdateUserBody, User, UserList, UserListQuery } from '../schemas/user';
import { Type } from '@sinclair/typebox';
import { SessionList } from '../schemas/session';
import { StreamPermissionList, SetUserPermissionsBody } from '../schemas/permissions';

export const usersRoutes = {
  listUsers: route('listUsers', {
    summary: 'Users: searched over login, e-mail and full name, filtered, sorted and paged',
    tags: ['users'],
    access: 'admin',
    querystring: UserListQuery,
    response: { 200: UserList, ...errorResponses },
  }),
  createUser: route('createUser', {
    summary: 'Create a user',
    tags: ['users'],
    access: 'admin',
    body: CreateUserBody,
    response: { 200: User, ...errorResponses, 409: ErrorBody },
  }),
  getUser: route('getUser', {
    summary: 'One user',
    tags: ['users'],
    access: 'admin',
    params: LoginParams,
    response: { 200: User, ...errorResponses },
  }),
  updateUser: route('updateUser', {
    summary: 'Edit a user; a new password ends their sessions',
    tags: ['users'],
    access: 'admin',
    params: LoginParams,
    body: UpdateUserBody,
    response: { 200: User, ...errorResponses },
  }),
  deleteUser: route('deleteUser', {
    summary: 'Delete a user; their sessions and tokens stop at once',
    tags: ['users'],
    access: 'admin',
    params: LoginParams,
    response: { 200: Ok, ...errorResponses },
  }),
  blockUser: route('blockUser', {
    summary: 'Block a user; their sessions end and their API tokens are deleted, for good',
    tags: ['users'],
    access: 'admin',
    params: LoginParams,
    response: { 200: User, ...errorResponses },
  }),
  unblockUser: route('unblockUser', {
    summary: 'Unblock a user',
    tags: ['users'],
    access: 'admin',
    params: LoginParams,
    response: { 200: User, ...errorResponses },
  }),
  getUserPermissions: route('getUserPermissions', {
    summary: 'Streams this user may watch or manage',
    tags: ['users'],
    access: 'admin',
    params: LoginParams,
    response: { 200: StreamPermissionList, ...errorResponses },
  }),
  setUserPermissions: route('setUserPermissions', {
    summary: 'Replace the streams this user may watch or manage',
    tags: ['users'],
    access: 'admin',
    params: LoginParams,
    body: SetUserPermissionsBody,
    response: { 200: StreamPermissionList, ...errorResponses },
  }),
  listUserSessions: route('listUserSessions', {
    summary: "A user's sessions, newest first",
    tags: ['users'],
    access: 'admin',
    params: LoginParams,
    response: { 200: SessionList, ...errorResponses },
  }),
  deleteUserSession: route('deleteUserSession', {
    summary: "End one of a user's sessions",
    tags: ['users'],
    access: 'admin',
    params: Type.Object(
      { login: LoginParams.properties.login, id: Type.String({ minLength: 1, maxLength: 128 }) },
      { additionalProperties: false },
    ),
    response: { 200: Ok, ...errorResponses },
  }),
};
