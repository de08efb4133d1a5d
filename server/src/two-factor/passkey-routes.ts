import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { Passkey } from '../../contract/schemas/passkey';
import { requestAudit } from '../core/audit/request-audit';
import type { WebauthnCredentialsTable } from '../core/db/schema';
import { AppError } from '../core/errors';
import { requireAuth, requireSession } from '../core/http/auth';
import { mount } from '../core/http/mount';
import type { Selectable } from 'kysely';
import type { TwoFactorDeps } from './plugin';
import { registrationOptions, verifiedRegistration, type WebauthnDeps } from './webauthn';

export const toPasskey = (row: Selectable<WebauthnCredentialsTable>): Passkey => ({
  id: row.id,
  name: row.name,
  createdTime: new Date(row.created_at).toISOString(),
  lastUsedTime: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

/** What the ceremonies need, from the domain's deps. */
export const webauthnDeps = (
  ctx: Pick<TwoFactorDeps, 'passkeys' | 'publicOrigin' | 'configuration' | 'secret' | 'now'>,
): WebauthnDeps => ({
  passkeys: ctx.passkeys,
  publicOrigin: ctx.publicOrigin,
  appTitle: () => ctx.configuration.current().appTitle,
  secret: ctx.secret,
  now: ctx.now,
});

/** The signed-in user's passkeys (docs/people.md#passkeys): register, list, rename, delete. */
export function passkeyRoutes(app: FastifyInstance, ctx: TwoFactorDeps): void {
  const audit = requestAudit(ctx);
  const webauthn = webauthnDeps(ctx);

  mount(app, routes.startPasskeyRegistration, async (request) => {
    const auth = requireAuth(request);
    requireSession(auth);
    return registrationOptions(webauthn, request, auth.user);
  });

  mount(app, routes.registerPasskey, async (request) => {
    const auth = requireAuth(request);
    requireSession(auth);
    const { name, credential } = request.body;
    const proved = await verifiedRegistration(webauthn, auth.user.id, credential);
    const added = proved
      ? await ctx.passkeys.add(
          {
            user_id: auth.user.id,
            credential_id: proved.credentialId,
            public_key: proved.publicKey,
            counter: proved.counter,
            transports: proved.transports,
            name,
          },
          ctx.now(),
        )
      : undefined;
    if (!added) {
      await audit(request, 'profile.passkey-add', {
        target: auth.user.login,
        outcome: 'failure',
        details: { reason: proved ? 'passkey already registered' : 'registration not verified' },
      });
      throw new AppError('ActionNotAcceptable', 'The passkey could not be verified: try adding it again', {
        reason: 'passkeyNotVerified',
        field: 'credential',
      });
    }
    await audit(request, 'profile.passkey-add', { target: auth.user.login, details: { passkey: name } });
    return toPasskey(added);
  });

  mount(app, routes.listPasskeys, async (request) => {
    const { user } = requireAuth(request);
    return { items: (await ctx.passkeys.list(user.id)).map(toPasskey) };
  });

  mount(app, routes.renamePasskey, async (request) => {
    const { user } = requireAuth(request);
    const row = await ctx.passkeys.rename(user.id, Number(request.params.id), request.body.name);
    if (!row) throw new AppError('NotFound');
    await audit(request, 'profile.passkey-rename', { target: user.login, details: { passkey: row.name } });
    return toPasskey(row);
  });

  mount(app, routes.deletePasskey, async (request) => {
    const auth = requireAuth(request);
    requireSession(auth);
    if (!(await ctx.passkeys.remove(auth.user.id, Number(request.params.id), ctx.now())))
      throw new AppError('NotFound');
    await audit(request, 'profile.passkey-remove', { target: auth.user.login, details: { id: request.params.id } });
    return { ok: true as const };
  });
}
