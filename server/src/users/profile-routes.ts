import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { UsersDeps } from './plugin';
import { ownProfile } from './followed';
import type { UserRow } from './repo';
import { AppError } from '../core/errors';
import { requireAuth, requireSession } from '../core/http/auth';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../core/security/passwords';
import { startSession } from '../core/security/sessions';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

export function profileRoutes(app: FastifyInstance, ctx: UsersDeps): void {
  const audit = requestAudit(ctx);
  mount(app, routes.getMe, async (request) => ownProfile(ctx, requireAuth(request).user));

  mount(app, routes.updateMe, async (request, reply) => {
    const auth = requireAuth(request);
    const user = auth.user;
    const body = request.body;
    // The followed streams are the user's own even when a directory manages the profile.
    const followsOnly = Object.keys(body).every((k) => k === 'followedStreams');
    if (user.is_managed && !followsOnly) throw new AppError('Forbidden', 'This profile is managed elsewhere');

    const changesPassword = body.password !== undefined;
    const changesEmail = body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase();
    if (changesPassword || changesEmail) {
      // Before the old password is checked: a token may not even try passwords here.
      requireSession(auth);
      if (!body.oldPassword || !(await verifyPassword(body.oldPassword, user.password_hash))) {
        throw new AppError('InvalidOldPassword', undefined, { field: 'oldPassword' });
      }
    }
    const values: Partial<Omit<UserRow, 'id'>> = { updated_at: ctx.now() };
    // A new login or e-mail is claimed when saved: AlreadyUsed on the field when another user holds it.
    if (body.name !== undefined && body.name !== user.login) values.login = body.name;
    if (changesEmail) values.email = body.email;
    if (body.fullName !== undefined) values.full_name = body.fullName;
    if (body.language !== undefined) values.language = body.language;
    if (body.followedStreams !== undefined) values.followed_streams = JSON.stringify(body.followedStreams);
    if (body.password !== undefined) {
      if (body.password === body.oldPassword)
        throw new AppError('SameOldAndNewPassword', undefined, { field: 'password' });
      refuseWeakPassword(body.password, body.name ?? user.login);
      values.password_hash = await hashPassword(body.password);
      values.must_change_password = 0;
    }
    const updated = await ctx.users.update(user.id, values);

    if (changesPassword) {
      // Every other session ends; this one is replaced by a fresh one.
      await ctx.sessions.deleteOthers(user.id, null);
      if (auth.sessionId) await startSession(ctx, request, reply, user.id);
    }
    // The names of the fields changed, never their values.
    const fields = Object.keys(body).filter((k) => k !== 'oldPassword');
    await audit(request, 'profile.update', {
      actor: user.login,
      target: updated.login,
      details: { fields: fields.join(',') },
    });
    return ownProfile(ctx, updated);
  });
}
