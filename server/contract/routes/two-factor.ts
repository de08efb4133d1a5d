import { route } from '../route';
import { ErrorBody, errorResponses, Ok } from '../schemas/common';
import {
  ConfirmTotpBody,
  RecoveryCodes,
  RemoveTotpBody,
  SecondFactorBody,
  StepUpBody,
  StepUpReply,
  TotpEnrolment,
  TwoFactorStatus,
} from '../schemas/two-factor';
import { LoginParams, SignedIn } from '../schemas/user';

/** The second factor (an authenticator app with recovery codes): enrolment, the second step of sign-in, the reset. */
export const twoFactorRoutes = {
  signInSecondFactor: route('signInSecondFactor', {
    summary:
      "Sign in's second step: the ticket and a code of the app, or a recovery code; sets the session cookie like signIn",
    tags: ['auth'],
    access: 'anonymous',
    body: SecondFactorBody,
    response: { 200: SignedIn, 400: ErrorBody, 401: ErrorBody, 423: ErrorBody, 429: ErrorBody },
  }),
  stepUp: route('stepUp', {
    summary:
      'Prove who you are again (the password, a code of the app or a recovery code) before a sensitive action; a signed-in session only',
    tags: ['auth'],
    access: 'user',
    body: StepUpBody,
    response: { 200: StepUpReply, ...errorResponses },
  }),
  getTwoFactor: route('getTwoFactor', {
    summary:
      "The signed-in user's second factor: enrolled or not, recovery codes left, whether the policy asks for one",
    tags: ['profile'],
    access: 'user',
    response: { 200: TwoFactorStatus, ...errorResponses },
  }),
  startTotp: route('startTotp', {
    summary:
      'Start enrolling an authenticator app (a signed-in session only): a new pending secret, its address and QR code',
    tags: ['profile'],
    access: 'user',
    response: { 200: TotpEnrolment, ...errorResponses },
  }),
  confirmTotp: route('confirmTotp', {
    summary:
      'Confirm the pending secret with a code of the app: the factor is on, and the 10 recovery codes are in this answer only',
    tags: ['profile'],
    access: 'user',
    body: ConfirmTotpBody,
    response: { 200: RecoveryCodes, ...errorResponses },
  }),
  removeTotp: route('removeTotp', {
    summary: 'Remove the authenticator app and the recovery codes, with the current password or a current code',
    tags: ['profile'],
    access: 'user',
    body: RemoveTotpBody,
    response: { 200: Ok, ...errorResponses },
  }),
  resetUserTwoFactor: route('resetUserTwoFactor', {
    summary: "Remove a user's second factor and recovery codes (they sign in with the password alone again)",
    tags: ['users'],
    access: 'admin',
    params: LoginParams,
    response: { 200: Ok, ...errorResponses },
  }),
};
