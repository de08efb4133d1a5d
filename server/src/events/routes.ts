import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { AppContext } from '../context';
import { requireAuth } from '../core/http/auth';
import { mount } from '../core/http/mount';

/** Events found in the recordings, across the streams the caller may view, and each user's reviewed marks. */
export function eventsRoutes(app: FastifyInstance, ctx: AppContext): void {
  void ctx;
  mount(app, routes.listEvents, async (request) => {
    requireAuth(request);
    return { items: [], total: 0 };
  });

  mount(app, routes.setEventsReviewed, async (request) => {
    requireAuth(request);
    return { updated: 0 };
  });
}
