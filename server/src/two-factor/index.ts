/** The two-factor domain: what the other domains and the app may use of it. */
export { recoveryCodeHash } from './recovery-codes';
export { twoFactorRepo, type TwoFactorRepo } from './repo';
export { twoFactorPlugin, type TwoFactorDeps } from './plugin';
export { acceptedStep, openSecret } from './totp';
export { passkeysRepo, type PasskeysRepo } from './passkeys-repo';
export { webauthnDeps } from './passkey-routes';
export { authenticationOptions, verifiedAssertion, type WebauthnDeps } from './webauthn';
