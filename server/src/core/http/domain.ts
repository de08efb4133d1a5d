import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * A domain's plugin: it takes the narrow dependencies its domain declares (an interface in the
 * domain's `plugin.ts`), never the whole app. Domains share the app's context, as `fastify-plugin`
 * does: their hooks (the statistics' viewer count, the cluster's joining, timers stopped on close)
 * and the auth, error and audit plugins reach every route (docs/architecture.md#the-server).
 */
export function domainPlugin<D extends object>(
  name: string,
  plugin: (app: FastifyInstance, deps: D) => Promise<void>,
): FastifyPluginAsync<D> {
  const wrapped: FastifyPluginAsync<D> = (app, deps) => plugin(app, deps);
  Object.defineProperty(wrapped, 'name', { value: name });
  return Object.assign(wrapped, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}

/** One domain to register, with the dependencies the app built for it. */
export interface DomainRegistration {
  name: string;
  register(app: FastifyInstance): Promise<void>;
}

/** Pairs a domain's plugin with its dependencies; the app registers a list of these in order. */
export function domain<D extends object>(plugin: FastifyPluginAsync<D>, deps: D): DomainRegistration {
  return {
    name: plugin.name,
    async register(app) {
      await app.register(plugin, deps);
    },
  };
}
