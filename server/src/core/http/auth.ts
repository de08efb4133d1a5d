import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SHARE_HEADER } from '../../../contract/endpoints';
import type { Access } from '../../../contract/route';
import type { Selectable } from 'kysely';
import type { StreamsTable, UserRow } from '../db/schema';
import { AppError } from '../errors';
import { secondFactorMissing, type SecondFactorPolicy } from '../security/second-factor-policy';
import { findSession, findToken, SESSION_COOKIE, type SessionDeps, type TokenDeps } from '../security/sessions';
import { verifyShareToken } from '../security/share-token';

export interface Auth {
  user: UserRow;
  /** Set when the request came with a session cookie. */
  sessionId: string | null;
  /** Set when the request came with an API token. */
  tokenId: string | null;
  /** When the session's user last proved who they are (null for an API token). */
  proofAt: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    /** The stream a working share link opens (routes of `viewer` access only). */
    share: { uid: string } | null;
  }
  interface FastifyInstance {
    /** How long a proof of who the user is lasts before sensitive actions ask again (docs/security.md#step-up). */
    stepUpMs: number;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The contract's name of the route. */
    endpoint?: string;
  }
}

/** What deciding who calls reads: the lock, sessions, tokens, users, streams (share links) and their key. */
export interface AuthDeps extends SessionDeps, TokenDeps {
  /** True while no user exists (see `stillLocked`). */
  state: { locked: boolean };
  stillLocked(): Promise<boolean>;
  users: { byId(id: number): Promise<UserRow | undefined> };
  streams: { byUid(uid: string): Promise<Selectable<StreamsTable> | undefined> };
  /** Signs share links. */
  secret: Buffer;
  /** Who must have a second factor (the saved configuration's policy, read at each request). */
  configuration: { current(): { requireSecondFactor: SecondFactorPolicy } };
}

async function resolveAuth(ctx: AuthDeps, request: FastifyRequest): Promise<Auth | null> {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1] ? await findToken(ctx, match[1]) : undefined;
    if (!token) return null;
    const user = await ctx.users.byId(token.user_id);
    return user && !user.is_blocked ? { user, sessionId: null, tokenId: token.id, proofAt: null } : null;
  }
  const secret = request.cookies[SESSION_COOKIE];
  if (!secret) return null;
  const session = await findSession(ctx, secret, request.ip);
  if (!session) return null;
  const user = await ctx.users.byId(session.user_id);
  return user && !user.is_blocked
    ? { user, sessionId: session.id, tokenId: null, proofAt: session.last_proof_at }
    : null;
}

export function isReadOnly(user: UserRow): boolean {
  return user.is_admin !== 1 && user.max_stream_creation === 0;
}

/**
 * The stream a share link opens, for a `viewer` route whose request carries a token: null
 * without one. A token that does not open the stream in the path (another stream's, expired,
 * revoked, forged) answers NotFound, as a stream one may not see does.
 */
async function resolveShare(ctx: AuthDeps, request: FastifyRequest): Promise<{ uid: string } | null> {
  const token = request.headers[SHARE_HEADER];
  if (typeof token !== 'string' || token === '') return null;
  const uid = (request.params as { uid?: unknown }).uid;
  const row = typeof uid === 'string' ? await ctx.streams.byUid(uid) : undefined;
  if (!row || !verifyShareToken(ctx.secret, row.uid, row.share_version, token, ctx.now())) {
    throw new AppError('NotFound');
  }
  return { uid: row.uid };
}

/**
 * Decides again who made a request that goes on after its answer (a WebRTC session): its session
 * or token, and its share link, as they stand now (ended, blocked, revoked: gone). The request's
 * `auth` and `share` are set anew; false when neither works any more.
 */
export async function reauthorize(ctx: AuthDeps, request: FastifyRequest): Promise<boolean> {
  request.auth = await resolveAuth(ctx, request);
  request.share = await resolveShare(ctx, request).catch(() => null);
  if (request.auth?.user.must_change_password === 1) request.auth = null;
  return request.auth !== null || request.share !== null;
}

/** What a user who must choose a new password may still call: who they are, the change itself, sign-out. */
const WHILE_PASSWORD_MUST_CHANGE = new Set(['getMe', 'updateMe', 'signOut']);

/**
 * A user created or reset with a temporary password uses nothing before choosing their own
 * (a temporary password an administrator knows is not a working account).
 */
export function checkPasswordChanged(auth: Auth | null, endpoint: string | undefined): void {
  if (auth?.user.must_change_password === 1 && !WHILE_PASSWORD_MUST_CHANGE.has(endpoint ?? '')) {
    throw new AppError('Forbidden', 'Choose a new password first', { reason: 'passwordChangeRequired' });
  }
}

/** What a session of a user the policy asks to enrol a second factor may still call. */
const WHILE_ENROLMENT_REQUIRED = new Set([
  'getMe',
  'updateMe',
  'signOut',
  'getTwoFactor',
  'startTotp',
  'confirmTotp',
  'stepUp',
]);

/**
 * docs/security.md, MFA-4: a session of a user whom the configuration's policy asks for a second
 * factor, and who has none, is held to enrolling one. API tokens are unaffected.
 */
export function checkSecondFactorEnrolled(
  ctx: Pick<AuthDeps, 'configuration'>,
  auth: Auth | null,
  endpoint: string | undefined,
): void {
  if (!auth?.sessionId || WHILE_ENROLMENT_REQUIRED.has(endpoint ?? '')) return;
  if (secondFactorMissing(ctx.configuration.current().requireSecondFactor, auth.user)) {
    throw new AppError('Forbidden', 'Enrol a second factor first', { reason: 'secondFactorRequired' });
  }
}

/**
 * docs/security.md#step-up: what a session may do only within the step-up window of its last proof
 * (a password or a second factor): exports, administering users, the security settings and the
 * user's own second factor and API tokens. `saveConfiguration` asks only when a security setting
 * changes, in its handler (`checkStepUp`).
 */
export const STEP_UP_ENDPOINTS = new Set([
  'createExport',
  'downloadExport',
  'createUser',
  'updateUser',
  'deleteUser',
  'blockUser',
  'unblockUser',
  'setUserPermissions',
  'deleteUserSession',
  'resetUserTwoFactor',
  'startTotp',
  'confirmTotp',
  'createToken',
  'saveDirectory',
  'startPasskeyRegistration',
  'registerPasskey',
  'deletePasskey',
]);

/**
 * Refuses a session whose last proof is older than `windowMs` (Forbidden, reason stepUpRequired);
 * `POST /v1/sign-in/step-up` renews it. API tokens pass: they have no one to ask, are made only in
 * a session that has just proved itself, and an administrator may revoke them.
 */
export function checkStepUp(auth: Auth | null, now: number, windowMs: number): void {
  if (!auth?.sessionId || auth.proofAt === null) return;
  if (now - auth.proofAt > windowMs) {
    throw new AppError('Forbidden', 'Confirm it is you: enter your password or a code again', {
      reason: 'stepUpRequired',
    });
  }
}

/** Checks the route's access level of the contract; throws the error the client gets. */
export function checkAccess(access: Access, auth: Auth | null, shared = false): void {
  if (access === 'open' || access === 'anonymous') return;
  if (access === 'viewer' && shared) return;
  if (!auth) throw new AppError('NotAuthorized');
  if (access === 'writer' && isReadOnly(auth.user)) throw new AppError('Forbidden');
  if (access === 'admin' && auth.user.is_admin !== 1) throw new AppError('Forbidden');
}

/** One place decides who may call what: the lock, the session or token, and the route's access level. */
export function installAuth(app: FastifyInstance, ctx: AuthDeps, stepUpMs: number): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('share', null);
  app.decorate('stepUpMs', stepUpMs);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    if (ctx.state.locked && access !== 'open' && (await ctx.stillLocked())) throw new AppError('Locked');
    request.auth = await resolveAuth(ctx, request);
    if (access === 'viewer') request.share = await resolveShare(ctx, request);
    // A refusal here is recorded in the audit log by the refusal audit (plugins/refusal-audit.ts).
    checkAccess(access, request.auth, request.share !== null);
    if (access !== 'open' && access !== 'anonymous') {
      checkPasswordChanged(request.auth, request.routeOptions.config.endpoint);
      checkSecondFactorEnrolled(ctx, request.auth, request.routeOptions.config.endpoint);
      if (STEP_UP_ENDPOINTS.has(request.routeOptions.config.endpoint ?? '')) {
        checkStepUp(request.auth, ctx.now(), stepUpMs);
      }
    }
  });
}

/**
 * What only a signed-in session may do, never an API token: make more tokens and change the
 * password or e-mail. A token that leaks then cannot outlive its own deletion nor take the account
 * over. Forbidden with the reason sessionRequired (the refusal audit records it).
 */
export function requireSession(auth: Auth): void {
  if (auth.sessionId === null) {
    throw new AppError('Forbidden', 'This needs a signed-in session, not an API token', {
      reason: 'sessionRequired',
    });
  }
}

/** The caller of a route whose access level needs a user (the plugin has already checked it). */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError('NotAuthorized');
  return request.auth;
}
