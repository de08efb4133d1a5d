import { route } from '../route';
import { ErrorBody, errorResponses, Ok } from '../schemas/common';
import {
  PasskeyList,
  PasskeyParams,
  PasskeySignInBody,
  PasskeySignInOptionsBody,
  Passkey,
  RegisterPasskeyBody,
  RenamePasskeyBody,
  WebauthnOptions,
} from '../schemas/passkey';
import { SignedIn } from '../schemas/user';

/** Passkeys (WebAuthn): the signed-in user's own, and sign-in with one. */
export const passkeysRoutes = {
  startPasskeyRegistration: route('startPasskeyRegistration', {
    summary:
      'Options for navigator.credentials.create() (a signed-in session only); the challenge answers once, within 5 minutes',
    tags: ['profile'],
    access: 'user',
    response: { 200: WebauthnOptions, ...errorResponses },
  }),
  registerPasskey: route('registerPasskey', {
    summary: "Keep a new passkey: the browser's answer to the registration options, and a name",
    tags: ['profile'],
    access: 'user',
    body: RegisterPasskeyBody,
    response: { 200: Passkey, ...errorResponses },
  }),
  listPasskeys: route('listPasskeys', {
    summary: "The signed-in user's passkeys",
    tags: ['profile'],
    access: 'user',
    response: { 200: PasskeyList, ...errorResponses },
  }),
  renamePasskey: route('renamePasskey', {
    summary: 'Rename one of my passkeys',
    tags: ['profile'],
    access: 'user',
    params: PasskeyParams,
    body: RenamePasskeyBody,
    response: { 200: Passkey, ...errorResponses },
  }),
  deletePasskey: route('deletePasskey', {
    summary: 'Delete one of my passkeys (a signed-in session only)',
    tags: ['profile'],
    access: 'user',
    params: PasskeyParams,
    response: { 200: Ok, ...errorResponses },
  }),
  passkeySignInOptions: route('passkeySignInOptions', {
    summary:
      'Options for navigator.credentials.get(): any passkey of this server, or with a ticket the passkeys of that sign-in',
    tags: ['auth'],
    access: 'anonymous',
    body: PasskeySignInOptionsBody,
    response: { 200: WebauthnOptions, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
  }),
  signInWithPasskey: route('signInWithPasskey', {
    summary: 'Sign in with a passkey alone; sets the session cookie like signIn',
    tags: ['auth'],
    access: 'anonymous',
    body: PasskeySignInBody,
    response: { 200: SignedIn, 400: ErrorBody, 401: ErrorBody, 423: ErrorBody, 429: ErrorBody },
  }),
};
