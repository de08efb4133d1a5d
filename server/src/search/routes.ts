import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { SearchDeps } from './plugin';
import { requireAuth } from '../core/http/auth';
import { runSearch, type SearchSource } from './source';
import { SEARCH_SOURCES } from './sources';
import { mount } from '../core/http/mount';

const DEFAULT_LIMIT = 8;

/** The command palette's search: every source's best matches that the caller may see. */
export function searchRoutes(app: FastifyInstance, ctx: SearchDeps, sources: readonly SearchSource[] = SEARCH_SOURCES) {
  mount(app, routes.search, async (request) => {
    const { user } = requireAuth(request);
    const { q, limit = DEFAULT_LIMIT } = request.query;
    if (q.trim() === '') return { items: [] };
    return { items: await runSearch(sources, ctx, user, q, limit) };
  });
}
