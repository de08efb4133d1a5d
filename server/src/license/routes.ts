import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { LicenseDeps } from './plugin';
import { AppError } from '../core/errors';
import { licenseView } from './license-state';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

/** The license (docs/console.md#api-calls /v1/system/license): read by its fields, replaced by a signed text. */
export function licenseRoutes(app: FastifyInstance, ctx: LicenseDeps): void {
  const audit = requestAudit(ctx);
  const view = async () => licenseView(ctx.license.current(), ctx.now(), await ctx.streams.countAll());

  mount(app, routes.getLicense, async () => view());

  mount(app, routes.saveLicense, async (request) => {
    try {
      const payload = await ctx.license.save(request.body.text, ctx.now());
      await audit(request, 'license.save', {
        target: payload.licensee,
        details: { id: payload.id, expiresAt: payload.expiresAt },
      });
    } catch (error) {
      const reason = error instanceof AppError ? (error.reason ?? error.code) : 'error';
      await audit(request, 'license.save', { target: 'license', outcome: 'failure', details: { reason } });
      throw error;
    }
    return view();
  });

  mount(app, routes.deleteLicense, async (request) => {
    const before = ctx.license.current();
    await ctx.license.remove();
    await audit(request, 'license.delete', {
      target: before?.licensee ?? 'license',
      details: { id: before?.id ?? null },
    });
    return view();
  });
}
