/**
 * The one typed contract between the console and the server.
 * The console imports from here with `import type` only; values it needs at
 * run time (URLs, error codes) come from `endpoints.ts` and `errors.ts`, which
 * have no dependencies.
 */
export * from './endpoints';
export * from './errors';
export * from './route';
export * from './routes/index';
export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/session';
export * from './schemas/system';
export * from './schemas/permissions';
export * from './schemas/stream';
export * from './schemas/archive';
export * from './schemas/mosaic';
export * from './schemas/bookmark';
export * from './schemas/audit';
export * from './schemas/configuration';
export * from './schemas/license';
export * from './schemas/tunnel';
export * from './schemas/event';
export * from './motion-grid';
export * from './schemas/stats';
export * from './schemas/cluster';
export * from './schemas/search';
export * from './schemas/two-factor';
export * from './schemas/passkey';
export * from './schemas/export';
export * from './schemas/directory';
export * from './search-rank';

import type { EndpointName } from './endpoints';
import type { BodyOfRoute, ParamsOfRoute, QueryOfRoute, ReplyOfRoute } from './route';
import type { Routes } from './routes/index';

export type BodyOf<N extends EndpointName> = BodyOfRoute<Routes[N]>;
export type QueryOf<N extends EndpointName> = QueryOfRoute<Routes[N]>;
export type ParamsOf<N extends EndpointName> = ParamsOfRoute<Routes[N]>;
export type ReplyOf<N extends EndpointName> = ReplyOfRoute<Routes[N]>;
