import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes/index';
import type { AppContext } from '../context';
import { toUser } from '../data/users-repo';
import { requireAuth } from '../plugins/auth';
import { hashPassword, refuseWeakPassword } from '../security/passwords';
import { mount } from './mount';

/** The minimum of user administration that the role tests need; the rest comes with the users pages. */
export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  mount(app, routes.listUsers, async (request) => {
    const pageSize = request.query.pageSize ?? 50;
    const page = request.query.page ?? 1;
    const items = await ctx.users.list((page - 1) * pageSize, pageSize, request.query.search);
    return { items: items.map(toUser), total: await ctx.users.count() };
  });

  mount(app, routes.createUser, async (request) => {
    const admin = requireAuth(request).user;
    const body = request.body;
    refuseWeakPassword(body.password, body.name);
    // The login and e-mail are claimed in the insert's transaction: AlreadyUsed on the field when taken.
    const row = await ctx.users.insert(
      { ...body, passwordHash: await hashPassword(body.password), isAdmin: body.permissionType === 'admin' },
      ctx.now(),
    );
    await ctx.audit.write({
      actor: admin.login,
      address: request.ip,
      action: 'user.create',
      target: row.login,
      outcome: 'success',
      details: `permissionType=${body.permissionType} maxStreamCreation=${row.max_stream_creation}`,
    });
    return toUser(row);
  });
}
