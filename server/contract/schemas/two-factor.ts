import { Type, type Static } from '@sinclair/typebox';
import { AssertionCredential } from './passkey';

/** A TOTP code as an authenticator app shows it: six digits (spaces the user typed are not sent). */
export const TotpCode = Type.String({ pattern: '^[0-9]{6}$', description: 'Six digits from the authenticator app.' });

/** A recovery code as shown at enrolment (ten letters and digits, a dash in the middle); case and dashes are ignored. */
export const RecoveryCode = Type.String({
  minLength: 10,
  maxLength: 20,
  pattern: '^[A-Za-z0-9 -]+$',
  description: 'One of the recovery codes shown at enrolment; each works once.',
});

/** GET /v1/user/2fa/status: the signed-in user's second factors. */
export const TwoFactorStatus = Type.Object(
  {
    totp: Type.Boolean({ description: 'An authenticator app (TOTP) is enrolled and confirmed.' }),
    recoveryCodesLeft: Type.Integer({ minimum: 0, description: 'Recovery codes not used yet.' }),
    required: Type.Boolean({ description: "The configuration's policy asks this user for a second factor." }),
  },
  { additionalProperties: false },
);
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/** POST /v1/user/2fa/totp: a new pending secret; it works only once confirmed with a code. */
export const TotpEnrolment = Type.Object(
  {
    secret: Type.String({ description: 'Base32, for typing into an app that cannot scan; shown here only.' }),
    otpauthUrl: Type.String({ description: 'The otpauth:// address the QR code holds.' }),
    qrSvg: Type.String({ description: 'The QR code of otpauthUrl as an SVG document, drawn by the server.' }),
  },
  { additionalProperties: false },
);
export type TotpEnrolment = Static<typeof TotpEnrolment>;

export const ConfirmTotpBody = Type.Object({ code: TotpCode }, { additionalProperties: false });
export type ConfirmTotpBody = Static<typeof ConfirmTotpBody>;

export const RecoveryCodes = Type.Object(
  {
    recoveryCodes: Type.Array(Type.String(), {
      minItems: 10,
      maxItems: 10,
      description: 'Shown once, here: only their hashes are kept.',
    }),
  },
  { additionalProperties: false },
);
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** DELETE /v1/user/2fa/totp: proof that the owner is here, the current password or a current code. */
export const RemoveTotpBody = Type.Union(
  [
    Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false }),
    Type.Object({ code: TotpCode }, { additionalProperties: false }),
  ],
  { description: 'The current password, or a current code of the app.' },
);
export type RemoveTotpBody = Static<typeof RemoveTotpBody>;

/** The ways a second step of sign-in may be answered. */
export const SecondFactorMethod = Type.Union([
  Type.Literal('totp'),
  Type.Literal('recovery'),
  Type.Literal('webauthn'),
]);
export type SecondFactorMethod = Static<typeof SecondFactorMethod>;

/** POST /v1/sign-in/second-factor: the ticket of the password step and a code or a recovery code. */
export const SecondFactorBody = Type.Union([
  Type.Object(
    { ticket: Type.String({ minLength: 1, maxLength: 128 }), code: TotpCode },
    { additionalProperties: false },
  ),
  Type.Object(
    { ticket: Type.String({ minLength: 1, maxLength: 128 }), recoveryCode: RecoveryCode },
    { additionalProperties: false },
  ),
  Type.Object(
    { ticket: Type.String({ minLength: 1, maxLength: 128 }), credential: AssertionCredential },
    { additionalProperties: false },
  ),
]);
export type SecondFactorBody = Static<typeof SecondFactorBody>;

/**
 * POST /v1/sign-in/step-up: the signed-in user proves who they are again before a sensitive action
 * (docs/security.md#step-up): the password, a code of the app, or a recovery code.
 */
export const StepUpBody = Type.Union(
  [
    Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false }),
    Type.Object({ code: TotpCode }, { additionalProperties: false }),
    Type.Object({ recoveryCode: RecoveryCode }, { additionalProperties: false }),
  ],
  { description: 'The current password, a current code of the app, or a recovery code.' },
);
export type StepUpBody = Static<typeof StepUpBody>;

export const StepUpReply = Type.Object(
  { proofTime: Type.String({ format: 'date-time', description: 'When the proof was renewed.' }) },
  { additionalProperties: false },
);
export type StepUpReply = Static<typeof StepUpReply>;
