import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { routes } from '../../contract/routes';
import type { ErrorReason } from '../../contract/errors';
import { NameTakenError } from '../core/db/user-names';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import { SESSION_COOKIE, startSession } from '../core/security/sessions';
import { sha256 } from '../core/security/secrets';
import type { UserRow } from '../users';
import {
  emailFromClaims,
  fullNameFromClaims,
  groupsFromClaims,
  loginFromClaims,
  roleColumns,
  roleFromGroups,
  type Claims,
} from './claims';
import { FLOW_COOKIE, FLOW_TTL_MS, openFlow, sealFlow } from './flow-cookie';
import type { OidcRoutesDeps } from './plugin';
import { oidcSettings, type EffectiveOidc } from './settings';

const CALLBACK_PATH = '/v1/sign-in/oidc/callback';

/** A sign-in refused, with the reason the sign-in page shows and the audit log's words. */
class Refusal extends Error {
  constructor(
    readonly reason: ErrorReason,
    readonly detail: string,
    readonly login: string | null = null,
  ) {
    super(detail);
  }
}

/** The server's own address as the browser reached it (behind a trusted proxy, the proxy's). */
const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function flowCookieOptions(request: FastifyRequest) {
  return {
    path: '/v1/sign-in/oidc',
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries it.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: FLOW_TTL_MS / 1000,
  };
}

/** The sign-in page with the reason of a refusal. */
const signInPage = (reason: ErrorReason) => `/ui/auth?sso=${encodeURIComponent(reason)}`;

/**
 * docs/people.md#single-sign-on: Authorization Code with PKCE; state, nonce and the code verifier
 * travel sealed in a short-lived cookie; openid-client checks state, nonce, PKCE, the issuer, the
 * audience and the signature. A refusal lands on the sign-in page with its reason, and is audited.
 */
export function oidcRoutes(app: FastifyInstance, ctx: OidcRoutesDeps): void {
  const write = requestAudit(ctx);

  mount(app, routes.signInOidc, async (request, reply) => {
    const settings = oidcSettings(ctx.configuration.current());
    if (!settings) return reply.redirect(signInPage('ssoNotConfigured'));
    let config: client.Configuration;
    try {
      config = await ctx.clients(settings);
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'OpenID discovery failed');
      await write(request, 'auth.sign-in', {
        actor: null,
        outcome: 'failure',
        details: { method: 'oidc', reason: 'provider unreachable' },
      });
      return reply.redirect(signInPage('ssoFailed'));
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: origin(request) + CALLBACK_PATH,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const flow = {
      state,
      nonce,
      codeVerifier,
      returnTo: request.query.returnTo ?? '/',
      issuer: settings.issuer,
      clientId: settings.clientId,
      expiresAt: ctx.now() + FLOW_TTL_MS,
    };
    reply.setCookie(FLOW_COOKIE, sealFlow(ctx.secret, flow), flowCookieOptions(request));
    return reply.redirect(url.href);
  });

  /** The provider's account's user: found by its link, else by a verified e-mail, else a new managed user. */
  const userFor = async (settings: EffectiveOidc, claims: Claims): Promise<UserRow> => {
    const subject = String(claims.sub);
    const now = ctx.now();
    const linked = await ctx.identities.userIdOf(settings.issuer, subject);
    if (linked !== undefined) {
      const user = await ctx.users.byId(linked);
      if (user) return user;
    }
    const email = emailFromClaims(claims);
    const holder = email ? await ctx.users.byLoginOrEmail(email) : undefined;
    if (holder && holder.email.toLowerCase() === email.toLowerCase()) {
      // docs/security.md#single-sign-on: an account is linked by e-mail only when the provider verified it.
      if (claims.email_verified !== true) throw new Refusal('ssoEmailUnverified', 'e-mail not verified', holder.login);
      await ctx.identities.link(settings.issuer, subject, holder.id, now);
      return holder;
    }
    const login = loginFromClaims(claims);
    if (!login) throw new Refusal('ssoNoLogin', 'no usable login');
    // A user of this server with this login (or e-mail) is never taken over.
    if (await ctx.users.byLoginOrEmail(login)) throw new Refusal('ssoLoginTaken', 'login already used', login);
    let row: UserRow;
    try {
      const role = roleColumns(roleFromGroups(groupsFromClaims(claims, settings.groupsClaim), settings));
      row = await ctx.users.insert(
        {
          name: login,
          email,
          fullName: fullNameFromClaims(claims),
          language: ctx.configuration.current().defaultLanguage,
          permissionType: role.is_admin ? 'admin' : 'user',
          maxStreamCreation: role.max_stream_creation,
          // No password here: the provider is where this user proves who they are.
          password: '',
          passwordHash: '',
          isAdmin: role.is_admin === 1,
          isManaged: true,
        },
        now,
      );
    } catch (error) {
      if (error instanceof NameTakenError) throw new Refusal('ssoLoginTaken', 'login already used', login);
      throw error;
    }
    await ctx.identities.link(settings.issuer, subject, row.id, now);
    return row;
  };

  /** A managed user's directory fields and role follow the provider at each sign-in. */
  const refresh = async (settings: EffectiveOidc, user: UserRow, claims: Claims): Promise<UserRow> => {
    if (user.is_managed !== 1) return user;
    const role = roleColumns(roleFromGroups(groupsFromClaims(claims, settings.groupsClaim), settings));
    const values = { full_name: fullNameFromClaims(claims), ...role, updated_at: ctx.now() };
    const email = emailFromClaims(claims);
    try {
      return await ctx.users.update(user.id, { ...values, email });
    } catch (error) {
      // Another user holds the new e-mail: the rest is updated, the e-mail stays.
      if (error instanceof NameTakenError) return ctx.users.update(user.id, values);
      throw error;
    }
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, user: UserRow, returnTo: string) => {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) {
      const old = await ctx.sessions.bySecretHash(sha256(previous));
      if (old) await ctx.sessions.delete(old.id);
    }
    await startSession(ctx, request, reply, user.id);
    return reply.redirect(`/ui${returnTo}`);
  };

  mount(app, routes.signInOidcCallback, async (request, reply) => {
    const flow = openFlow(ctx.secret, request.cookies[FLOW_COOKIE], ctx.now());
    reply.clearCookie(FLOW_COOKIE, { ...flowCookieOptions(request), maxAge: 0 });
    const refuse = async (refusal: Refusal) => {
      await write(request, 'auth.sign-in', {
        actor: refusal.login,
        target: refusal.login,
        outcome: 'failure',
        details: { method: 'oidc', reason: refusal.detail },
      });
      return reply.redirect(signInPage(refusal.reason));
    };
    try {
      const settings = oidcSettings(ctx.configuration.current());
      if (!settings) throw new Refusal('ssoNotConfigured', 'not configured');
      if (!flow) throw new Refusal('ssoFailed', 'no sign-in in progress (missing or expired)');
      if (flow.issuer !== settings.issuer || flow.clientId !== settings.clientId) {
        throw new Refusal('ssoFailed', 'settings changed during the sign-in');
      }
      if (request.query.error)
        throw new Refusal('ssoCancelled', `provider error: ${request.query.error.slice(0, 100)}`);
      const config = await ctx.clients(settings);
      let claims: Claims;
      try {
        const tokens = await client.authorizationCodeGrant(config, new URL(request.url, origin(request)), {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = (tokens.claims() ?? {}) as Claims;
        // Providers that keep the ID token small (only `sub`) answer the rest at userinfo; the ID
        // token's own claims win, and openid-client checks the answer is about the same subject.
        const userinfo = config.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(config, tokens.access_token, String(idClaims.sub))
          : {};
        claims = { ...userinfo, ...idClaims };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        request.log.warn({ reason: message }, 'OpenID callback refused');
        throw new Refusal('ssoFailed', `token check failed: ${message.slice(0, 200)}`);
      }
      const user = await refresh(settings, await userFor(settings, claims), claims);
      if (user.is_blocked === 1) throw new Refusal('ssoBlocked', 'blocked user', user.login);
      await ctx.identities.signedIn(settings.issuer, String(claims.sub), ctx.now());
      await finish(request, reply, user, flow.returnTo);
      await write(request, 'auth.sign-in', {
        actor: user.login,
        target: user.login,
        details: { method: 'oidc', subject: String(claims.sub) },
      });
      return reply;
    } catch (error) {
      if (error instanceof Refusal) return refuse(error);
      throw error;
    }
  });
}
