import { route } from '../route';
import { ErrorBody, errorResponses, IdParams, Ok } from '../schemas/common';
import { ApiTokenList, CreatedToken, CreateTokenBody, SessionList, TerminateSessionsReply } from '../schemas/session';
import {
  ResetPasswordBody,
  SendResetBody,
  SendResetReply,
  SignInBody,
  SignInReply,
  UpdateMeBody,
  User,
} from '../schemas/user';

/** Sign-in, the signed-in user's own profile, sessions, API tokens and password recovery. */
export const authRoutes = {
  signIn: route('signIn', {
    summary: 'Sign in; sets an HttpOnly session cookie with a fresh session id',
    tags: ['auth'],
    access: 'anonymous',
    body: SignInBody,
    response: { 200: SignInReply, 400: ErrorBody, 401: ErrorBody, 423: ErrorBody, 429: ErrorBody },
  }),
  signOut: route('signOut', {
    summary: 'End the current session',
    tags: ['auth'],
    access: 'user',
    response: { 200: Ok, ...errorResponses },
  }),
  getMe: route('getMe', {
    summary: 'The signed-in user',
    tags: ['profile'],
    access: 'user',
    response: { 200: User, ...errorResponses },
  }),
  updateMe: route('updateMe', {
    summary:
      'Edit own profile; a new password or e-mail needs oldPassword and a signed-in session (not an API token), and ends the other sessions',
    tags: ['profile'],
    access: 'user',
    body: UpdateMeBody,
    response: { 200: User, ...errorResponses, 409: ErrorBody },
  }),
  listSessions: route('listSessions', {
    summary: "The signed-in user's sessions, newest lastSeenTime first",
    tags: ['profile'],
    access: 'user',
    response: { 200: SessionList, ...errorResponses },
  }),
  terminateSessions: route('terminateSessions', {
    summary: 'End every other session of the signed-in user',
    tags: ['profile'],
    access: 'user',
    response: { 200: TerminateSessionsReply, ...errorResponses },
  }),
  deleteSession: route('deleteSession', {
    summary: 'End one session of the signed-in user',
    tags: ['profile'],
    access: 'user',
    params: IdParams,
    response: { 200: Ok, ...errorResponses },
  }),
  listTokens: route('listTokens', {
    summary: "The signed-in user's API tokens (secrets are never listed)",
    tags: ['profile'],
    access: 'user',
    response: { 200: ApiTokenList, ...errorResponses },
  }),
  createToken: route('createToken', {
    summary: 'Create an API token (a signed-in session only, not another token); the secret is in this response only',
    tags: ['profile'],
    access: 'user',
    body: CreateTokenBody,
    response: { 200: CreatedToken, ...errorResponses },
  }),
  deleteToken: route('deleteToken', {
    summary: 'Revoke an API token',
    tags: ['profile'],
    access: 'user',
    params: IdParams,
    response: { 200: Ok, ...errorResponses },
  }),
  sendPasswordReset: route('sendPasswordReset', {
    summary: 'Send a password reset code by e-mail; Retry-After says when another may be asked for',
    tags: ['auth'],
    access: 'anonymous',
    body: SendResetBody,
    response: { 200: SendResetReply, 400: ErrorBody, 404: ErrorBody, 423: ErrorBody, 429: ErrorBody, 503: ErrorBody },
  }),
  resetPassword: route('resetPassword', {
    summary: 'Set a new password with a reset code; ends every session of the user',
    tags: ['auth'],
    access: 'anonymous',
    body: ResetPasswordBody,
    response: { 200: Ok, 400: ErrorBody, 423: ErrorBody, 429: ErrorBody },
  }),
};
