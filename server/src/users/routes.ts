import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import type { ErrorReason } from '../../contract/errors';
import type { UsersDeps } from './plugin';
import { toUser, type UserRow } from './repo';
import { AppError } from '../core/errors';
import { requireAuth, requireSession } from '../core/http/auth';
import { hashPassword, refuseWeakPassword } from '../core/security/passwords';
import { demotes, managedFieldsIn, userChangeRefusal, type UserChange } from './user-rules';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import { toSession } from './sessions-routes';

const REFUSALS: Record<string, string> = {
  userSelf: 'An administrator cannot block, delete or demote themself',
  userLastAdministrator: 'The last administrator cannot be blocked, deleted or demoted',
  userManaged: 'This user is managed by an outside directory: its e-mail, full name and password are changed there',
};

/** User administration (docs/console.md#api-calls): every change and every refusal goes to the audit log. */
export function usersRoutes(app: FastifyInstance, ctx: UsersDeps): void {
  const audit = requestAudit(ctx);

  /** Refuses with a reason word, written to the audit log first. */
  const refuse = async (request: FastifyRequest, action: string, target: string, reason: ErrorReason) => {
    await audit(request, action, { target, outcome: 'denied', details: { reason } });
    throw new AppError('ActionNotAcceptable', REFUSALS[reason], { reason });
  };

  const target = async (login: string): Promise<UserRow> => {
    const row = await ctx.users.byLogin(login);
    if (!row) throw new AppError('NotFound');
    return row;
  };

  /** Refuses a block, delete or demotion that would leave the server without an administrator. */
  const guard = async (request: FastifyRequest, change: UserChange, action: string, row: UserRow) => {
    const reason = userChangeRefusal(change, {
      actorId: requireAuth(request).user.id,
      target: { id: row.id, isAdmin: row.is_admin === 1, isBlocked: row.is_blocked === 1 },
      activeAdmins: await ctx.users.activeAdmins(),
    });
    if (reason) await refuse(request, action, row.login, reason);
  };

  mount(app, routes.listUsers, async (request) => {
    const query = request.query;
    const pageSize = query.pageSize ?? 50;
    const page = query.page ?? 1;
    const items = await ctx.users.list({ ...query, offset: (page - 1) * pageSize, limit: pageSize });
    return { items: items.map(toUser), total: await ctx.users.countFound(query) };
  });

  mount(app, routes.createUser, async (request) => {
    const body = request.body;
    refuseWeakPassword(body.password, body.name);
    // The login and e-mail are claimed in the insert's transaction: AlreadyUsed on the field when taken.
    const row = await ctx.users.insert(
      {
        ...body,
        language: body.language ?? ctx.configuration.current().defaultLanguage,
        passwordHash: await hashPassword(body.password),
        isAdmin: body.permissionType === 'admin',
      },
      ctx.now(),
    );
    await audit(request, 'user.create', {
      target: row.login,
      details: { permissionType: body.permissionType, maxStreamCreation: row.max_stream_creation },
    });
    return toUser(row);
  });

  mount(app, routes.getUser, async (request) => toUser(await target(request.params.login)));

  mount(app, routes.updateUser, async (request) => {
    const row = await target(request.params.login);
    const body = request.body;
    // An administrator's own password or e-mail, as on the profile: with a signed-in session only.
    const auth = requireAuth(request);
    if (row.id === auth.user.id && (body.password !== undefined || body.email !== undefined)) requireSession(auth);
    const managed = managedFieldsIn(body, row.is_managed === 1);
    if (managed.length > 0) await refuse(request, 'user.update', row.login, 'userManaged');
    if (demotes(body, row.is_admin === 1)) await guard(request, 'demote', 'user.update', row);

    const values: Partial<Omit<UserRow, 'id'>> = { updated_at: ctx.now() };
    if (body.email !== undefined) values.email = body.email;
    if (body.fullName !== undefined) values.full_name = body.fullName;
    if (body.language !== undefined) values.language = body.language;
    if (body.mustChangePassword !== undefined) values.must_change_password = body.mustChangePassword ? 1 : 0;
    if (body.permissionType !== undefined) values.is_admin = body.permissionType === 'admin' ? 1 : 0;
    const admin = (values.is_admin ?? row.is_admin) === 1;
    // An administrator may always create streams; a user keeps (or gets) the limit asked for.
    if (admin) values.max_stream_creation = -1;
    else if (body.maxStreamCreation !== undefined) values.max_stream_creation = body.maxStreamCreation;
    if (body.password !== undefined) {
      refuseWeakPassword(body.password, row.login);
      values.password_hash = await hashPassword(body.password);
    }
    // A new e-mail is claimed when saved: AlreadyUsed on the field when another user holds it.
    const updated = await ctx.users.update(row.id, values);
    if (admin && row.is_admin === 0) await ctx.permissions.replaceForUser(row.id, []); // an admin sees everything
    // A password set by an administrator ends every session of the user.
    if (body.password !== undefined) await ctx.sessions.deleteOthers(row.id, null);
    // The names of the fields changed, never their values (a password least of all).
    await audit(request, 'user.update', { target: row.login, details: { fields: Object.keys(body).join(',') } });
    return toUser(updated);
  });

  mount(app, routes.deleteUser, async (request) => {
    const row = await target(request.params.login);
    await guard(request, 'delete', 'user.delete', row);
    // Sessions, tokens, grants and the claimed names go with the row; audit entries stay.
    await ctx.users.delete(row.id);
    await audit(request, 'user.delete', { target: row.login });
    return { ok: true as const };
  });

  mount(app, routes.blockUser, async (request) => {
    const row = await target(request.params.login);
    await guard(request, 'block', 'user.block', row);
    const updated = await ctx.users.update(row.id, { is_blocked: 1, updated_at: ctx.now() });
    // Its sessions end and its API tokens are deleted at once: unblocking brings back neither (a token
    // made before the block, perhaps the reason for it, must not work again).
    const ended = await ctx.sessions.deleteOthers(row.id, null);
    const revoked = await ctx.tokens.deleteAllForUser(row.id);
    await audit(request, 'user.block', {
      target: row.login,
      details: { sessionsEnded: ended, tokensRevoked: revoked },
    });
    return toUser(updated);
  });

  mount(app, routes.unblockUser, async (request) => {
    const row = await target(request.params.login);
    const updated = await ctx.users.update(row.id, { is_blocked: 0, updated_at: ctx.now() });
    await audit(request, 'user.unblock', { target: row.login });
    return toUser(updated);
  });

  mount(app, routes.listUserSessions, async (request) => {
    const row = await target(request.params.login);
    const auth = requireAuth(request);
    return (await ctx.sessions.listForUser(row.id)).map((s) => toSession(s, auth.sessionId));
  });

  mount(app, routes.deleteUserSession, async (request) => {
    const row = await target(request.params.login);
    const result = await ctx.sessions.deleteForUser(row.id, request.params.id);
    if (Number(result.numDeletedRows) === 0) throw new AppError('NotFound');
    await audit(request, 'user.session.delete', { target: row.login, details: { session: request.params.id } });
    return { ok: true as const };
  });
}
