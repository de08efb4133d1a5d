import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { UsersDeps } from './plugin';
import { toApiToken } from './tokens-repo';
import { AppError } from '../core/errors';
import { requireAuth, requireSession } from '../core/http/auth';
import { newId, newSecret, sha256 } from '../core/security/secrets';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

const MAX_TOKENS_PER_USER = 100;

export function tokensRoutes(app: FastifyInstance, ctx: UsersDeps): void {
  const audit = requestAudit(ctx);
  mount(app, routes.listTokens, async (request) => {
    const rows = await ctx.tokens.listForUser(requireAuth(request).user.id);
    return rows.map(toApiToken);
  });

  mount(app, routes.createToken, async (request) => {
    const auth = requireAuth(request);
    requireSession(auth); // a token never makes further tokens
    const { user } = auth;
    const now = ctx.now();
    const expireAt = request.body.expireTime ? Date.parse(request.body.expireTime) : null;
    if (expireAt !== null && expireAt <= now) {
      throw new AppError('ValidationError', 'expireTime must be in the future', { field: 'expireTime' });
    }
    if ((await ctx.tokens.listForUser(user.id)).length >= MAX_TOKENS_PER_USER) throw new AppError('QuotaReached');
    const secret = newSecret('vgl_');
    const row = {
      id: newId(),
      secret_hash: sha256(secret),
      user_id: user.id,
      name: request.body.name,
      expire_at: expireAt,
      created_at: now,
      last_used_at: null,
    };
    await ctx.tokens.insert(row);
    // The token's id and name; its secret is shown once to its owner and stored only hashed.
    await audit(request, 'token.create', {
      target: row.id,
      details: { name: row.name, expireTime: request.body.expireTime ?? null },
    });
    return { ...toApiToken(row), secret };
  });

  mount(app, routes.deleteToken, async (request) => {
    const { user } = requireAuth(request);
    const result = await ctx.tokens.deleteForUser(user.id, request.params.id);
    if (Number(result.numDeletedRows) === 0) throw new AppError('NotFound');
    await audit(request, 'token.delete', { target: request.params.id });
    return { ok: true as const };
  });
}
