import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { SessionsTable, TokensTable } from '../db/schema';
import { newId, newSecret, sha256 } from './secrets';

export const SESSION_COOKIE = 'vigil_session';
/** A session unused this long is over. */
export const SESSION_IDLE_MS = 14 * 24 * 3600_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 10_000;

/** What the session helpers read and write of the sessions (the users domain's repository has it). */
export interface SessionRecords {
  insert(row: Selectable<SessionsTable>): Promise<unknown>;
  bySecretHash(hash: string): Promise<Selectable<SessionsTable> | undefined>;
  touch(id: string, now: number, address: string): Promise<unknown>;
  /** Records a fresh proof of who the user is (docs/security.md#step-up). */
  prove(id: string, now: number): Promise<unknown>;
  delete(id: string): Promise<unknown>;
}

/** What the token helper reads and writes of the API tokens (the users domain's repository has it). */
export interface TokenRecords {
  bySecretHash(hash: string): Promise<Selectable<TokensTable> | undefined>;
  touch(id: string, now: number): Promise<unknown>;
}

export interface SessionDeps {
  sessions: SessionRecords;
  now: () => number;
}

export interface TokenDeps {
  tokens: TokenRecords;
  now: () => number;
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: SESSION_IDLE_MS / 1000,
  };
}

/** Starts a new session for the user, with a fresh id and secret, and sets its cookie. */
export async function startSession(
  ctx: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<string> {
  const secret = newSecret();
  const id = newId();
  const now = ctx.now();
  await ctx.sessions.insert({
    id,
    secret_hash: sha256(secret),
    user_id: userId,
    created_at: now,
    last_seen_at: now,
    user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    address: request.ip,
    // Every session starts with a proof: a password, a second factor or the first administrator's setup.
    last_proof_at: now,
  });
  reply.setCookie(SESSION_COOKIE, secret, cookieOptions(request));
  return id;
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(request), maxAge: 0 });
}

/** The live session behind a cookie secret, or undefined; touches last-seen time. */
export async function findSession(ctx: SessionDeps, secret: string, address: string) {
  const session = await ctx.sessions.bySecretHash(sha256(secret));
  if (!session) return undefined;
  const now = ctx.now();
  if (now - session.last_seen_at > SESSION_IDLE_MS) {
    await ctx.sessions.delete(session.id);
    return undefined;
  }
  if (now - session.last_seen_at > TOUCH_EVERY_MS || session.address !== address) {
    await ctx.sessions.touch(session.id, now, address);
    session.last_seen_at = now;
  }
  return session;
}

/**
 * The user id behind a session cookie that is still alive, without touching it: for recording who
 * made a request that was refused before it was authenticated.
 */
export async function peekSessionUserId(ctx: SessionDeps, secret: string): Promise<number | undefined> {
  const session = await ctx.sessions.bySecretHash(sha256(secret));
  if (!session || ctx.now() - session.last_seen_at > SESSION_IDLE_MS) return undefined;
  return session.user_id;
}

/** The live API token behind a bearer secret, or undefined; touches last-used time. */
export async function findToken(ctx: TokenDeps, secret: string) {
  const token = await ctx.tokens.bySecretHash(sha256(secret));
  const now = ctx.now();
  if (!token || (token.expire_at !== null && token.expire_at <= now)) return undefined;
  if (token.last_used_at === null || now - token.last_used_at > TOUCH_EVERY_MS) await ctx.tokens.touch(token.id, now);
  return token;
}
