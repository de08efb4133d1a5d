import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import type { AssertionCredential, RegistrationCredential } from '../../contract/schemas/passkey';
import type { UserRow } from '../core/db/schema';
import type { PasskeysRepo } from './passkeys-repo';

/** docs/security.md, MFA-6: a WebAuthn challenge answers once, within 5 minutes. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;

/** What the ceremonies need: the passkeys' tables, the console's address, the title and the clock. */
export interface WebauthnDeps {
  passkeys: PasskeysRepo;
  /** The console's address as configured (VIGIL_PUBLIC_ORIGIN); null: the address the request came to. */
  publicOrigin: string | null;
  appTitle: () => string;
  secret: Buffer;
  now: () => number;
}

/** The relying party: the console's origin and its host name (the rp id a passkey is bound to). */
export function relyingParty(request: FastifyRequest, publicOrigin: string | null): { origin: string; rpID: string } {
  const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
  return { origin, rpID: new URL(origin).hostname };
}

/** The WebAuthn user handle: stable per account, and says nothing about it. */
function userHandle(secret: Buffer, userId: number): Uint8Array<ArrayBuffer> {
  const mac = createHmac('sha256', secret).update(`webauthn-user:${userId}`).digest();
  return new Uint8Array(mac.subarray(0, 16));
}

const transportsOf = (json: string) => JSON.parse(json) as AuthenticatorTransport[];

/** The challenge a response answers, read from its client data (verified again by the library). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 512 ? data.challenge : null;
  } catch {
    return null;
  }
}

/** Options for navigator.credentials.create(): a discoverable credential with user verification. */
export async function registrationOptions(deps: WebauthnDeps, request: FastifyRequest, user: UserRow) {
  const { origin, rpID } = relyingParty(request, deps.publicOrigin);
  const existing = await deps.passkeys.list(user.id);
  const options = await generateRegistrationOptions({
    rpName: deps.appTitle(),
    rpID,
    userName: user.login,
    userDisplayName: user.full_name || user.login,
    userID: userHandle(deps.secret, user.id),
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const now = deps.now();
  await deps.passkeys.issueChallenge(
    {
      challenge: options.challenge,
      purpose: 'register',
      user_id: user.id,
      origin,
      expires_at: now + WEBAUTHN_CHALLENGE_TTL_MS,
    },
    now,
  );
  return options;
}

/** A new passkey proved by the browser's answer; null when the answer is not to a live challenge of this user or does not verify. */
export async function verifiedRegistration(deps: WebauthnDeps, userId: number, credential: RegistrationCredential) {
  const challenge = challengeOf(credential.response.clientDataJSON);
  const issued = challenge ? await deps.passkeys.takeChallenge(challenge, 'register', deps.now()) : undefined;
  if (!issued || issued.user_id !== userId) return null;
  try {
    const result = await verifyRegistrationResponse({
      response: credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: issued.challenge,
      expectedOrigin: issued.origin,
      expectedRPID: new URL(issued.origin).hostname,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const c = result.registrationInfo.credential;
    return {
      credentialId: c.id,
      publicKey: Buffer.from(c.publicKey).toString('base64url'),
      counter: c.counter,
      transports: (c.transports ?? []).slice(0, 8),
    };
  } catch {
    return null;
  }
}

/** Options for navigator.credentials.get(): any discoverable passkey, or the given user's. */
export async function authenticationOptions(deps: WebauthnDeps, request: FastifyRequest, userId: number | null) {
  const { origin, rpID } = relyingParty(request, deps.publicOrigin);
  const mine = userId === null ? [] : await deps.passkeys.list(userId);
  const options = await generateAuthenticationOptions({
    rpID,
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: mine.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
  });
  const now = deps.now();
  await deps.passkeys.issueChallenge(
    {
      challenge: options.challenge,
      purpose: 'sign-in',
      user_id: userId,
      origin,
      expires_at: now + WEBAUTHN_CHALLENGE_TTL_MS,
    },
    now,
  );
  return options;
}

/** Why an assertion was refused, for the audit log. */
export type AssertionRefusal = 'challenge' | 'unknown passkey' | 'signature' | 'counter';

/**
 * Verifies a sign-in assertion: a live challenge (of this ticket's user when one is expected), a passkey
 * of this server, a good signature from the challenge's origin, and a sign counter that moved forward
 * (an authenticator whose counter went back or stood still is a clone: refused).
 */
export async function verifiedAssertion(
  deps: WebauthnDeps,
  credential: AssertionCredential,
  expectedUserId: number | null,
): Promise<{ userId: number; passkeyId: number } | { refused: AssertionRefusal }> {
  const challenge = challengeOf(credential.response.clientDataJSON);
  const issued = challenge ? await deps.passkeys.takeChallenge(challenge, 'sign-in', deps.now()) : undefined;
  if (!issued || (expectedUserId !== null && issued.user_id !== expectedUserId)) return { refused: 'challenge' };
  const stored = await deps.passkeys.byCredentialId(credential.id);
  if (!stored || (issued.user_id !== null && stored.user_id !== issued.user_id)) return { refused: 'unknown passkey' };
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: issued.challenge,
      expectedOrigin: issued.origin,
      expectedRPID: new URL(issued.origin).hostname,
      credential: {
        id: stored.credential_id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: stored.counter,
        transports: transportsOf(stored.transports),
      },
      requireUserVerification: true,
    });
    if (!result.verified) return { refused: 'signature' };
    newCounter = result.authenticationInfo.newCounter;
  } catch (error) {
    return { refused: error instanceof Error && /counter/i.test(error.message) ? 'counter' : 'signature' };
  }
  if (!(await deps.passkeys.used(stored.id, stored.counter, newCounter, deps.now()))) return { refused: 'counter' };
  return { userId: stored.user_id, passkeyId: stored.id };
}
