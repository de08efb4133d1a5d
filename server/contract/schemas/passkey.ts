import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, SingleLine } from './common';

/** A passkey's name, given by its owner ("Laptop", "Phone"). */
export const PasskeyName = SingleLine({
  minLength: 1,
  maxLength: 64,
  description: "The passkey's name, for its owner.",
});

/** base64url text, as WebAuthn's JSON forms carry binary data. */
const B64 = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' });

/** GET /v1/user/webauthn: one of the signed-in user's passkeys. */
export const Passkey = Type.Object(
  {
    id: Type.Integer({ description: 'The id to rename or delete it with.' }),
    name: Type.String(),
    createdTime: IsoTime,
    lastUsedTime: Type.Union([IsoTime, Type.Null()], { description: 'The last sign-in with it; null when never.' }),
  },
  { additionalProperties: false },
);
export type Passkey = Static<typeof Passkey>;

export const PasskeyList = Type.Object({ items: Type.Array(Passkey) }, { additionalProperties: false });
export type PasskeyList = Static<typeof PasskeyList>;

export const PasskeyParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,15}$', description: "The passkey's id." }) },
  { additionalProperties: false },
);
export type PasskeyParams = Static<typeof PasskeyParams>;

/**
 * The options the browser passes to navigator.credentials.create() or .get(), in WebAuthn's JSON
 * form (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). Their challenge is kept by
 * the server for a few minutes and answers once.
 */
export const WebauthnOptions = Type.Object(
  { challenge: Type.String() },
  { additionalProperties: true, description: "WebAuthn's options JSON, for @simplewebauthn/browser." },
);
export type WebauthnOptions = Static<typeof WebauthnOptions>;

const ClientExtensionResults = Type.Object({}, { additionalProperties: true });
const Transports = Type.Array(Type.String({ maxLength: 32 }), { maxItems: 8 });

/** The browser's answer to navigator.credentials.create(), in WebAuthn's JSON form (RegistrationResponseJSON). */
export const RegistrationCredential = Type.Object(
  {
    id: B64(1024),
    rawId: B64(1024),
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: B64(8192),
        attestationObject: B64(32768),
        authenticatorData: Type.Optional(B64(32768)),
        transports: Type.Optional(Transports),
        publicKeyAlgorithm: Type.Optional(Type.Integer()),
        publicKey: Type.Optional(B64(8192)),
      },
      { additionalProperties: false },
    ),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
    clientExtensionResults: ClientExtensionResults,
  },
  { additionalProperties: false },
);
export type RegistrationCredential = Static<typeof RegistrationCredential>;

/** The browser's answer to navigator.credentials.get(), in WebAuthn's JSON form (AuthenticationResponseJSON). */
export const AssertionCredential = Type.Object(
  {
    id: B64(1024),
    rawId: B64(1024),
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: B64(8192),
        authenticatorData: B64(32768),
        signature: B64(2048),
        userHandle: Type.Optional(B64(512)),
      },
      { additionalProperties: false },
    ),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
    clientExtensionResults: ClientExtensionResults,
  },
  { additionalProperties: false },
);
export type AssertionCredential = Static<typeof AssertionCredential>;

/** POST /v1/user/webauthn/register. */
export const RegisterPasskeyBody = Type.Object(
  { name: PasskeyName, credential: RegistrationCredential },
  { additionalProperties: false },
);
export type RegisterPasskeyBody = Static<typeof RegisterPasskeyBody>;

/** PATCH /v1/user/webauthn/{id}. */
export const RenamePasskeyBody = Type.Object({ name: PasskeyName }, { additionalProperties: false });
export type RenamePasskeyBody = Static<typeof RenamePasskeyBody>;

/** POST /v1/sign-in/webauthn/options: with the ticket of the password step, the options list that user's passkeys. */
export const PasskeySignInOptionsBody = Type.Object(
  { ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })) },
  { additionalProperties: false },
);
export type PasskeySignInOptionsBody = Static<typeof PasskeySignInOptionsBody>;

/** POST /v1/sign-in/webauthn: sign in with a passkey alone. */
export const PasskeySignInBody = Type.Object({ credential: AssertionCredential }, { additionalProperties: false });
export type PasskeySignInBody = Static<typeof PasskeySignInBody>;
