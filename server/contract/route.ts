import type { Static, TSchema } from '@sinclair/typebox';
import { endpoints, type EndpointName } from './endpoints';

/**
 * Who may call a route. The server enforces it in one place (the auth plugin);
 * the authorization tests read it to build their table of expected statuses.
 *
 * - `open`: anyone, even while the server is locked (before initialization).
 * - `anonymous`: anyone, once the server is initialized.
 * - `user`: any signed-in user (session cookie or API token).
 * - `writer`: a signed-in user who is not read-only.
 * - `admin`: administrators only.
 * - `viewer`: a signed-in user, or anyone with a working share link of the stream in the path
 *   (its token in the `x-vigil-share` header): the stream, its live playlist and segments.
 */
export type Access = 'open' | 'anonymous' | 'user' | 'writer' | 'admin' | 'viewer';

export interface RouteSpec {
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly access: Access;
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  /** Content types of a non-JSON request body (a package sent as it is, a WebRTC offer's SDP). */
  readonly consumes?: readonly string[];
  /** Responses by HTTP status; the first 2xx is the success shape. */
  readonly response: Readonly<Record<number, TSchema>>;
  /** Content type of a non-JSON success response (playlists, images, video). */
  readonly produces?: string;
}

export type RouteDefinition<N extends EndpointName, S extends RouteSpec> = S & (typeof endpoints)[N] & { name: N };

export function route<N extends EndpointName, const S extends RouteSpec>(name: N, spec: S): RouteDefinition<N, S> {
  return { ...spec, ...endpoints[name], name };
}

type StaticOr<T, Fallback> = T extends TSchema ? Static<T> : Fallback;

export type BodyOfRoute<R> = R extends { body: infer B } ? StaticOr<B, undefined> : undefined;
export type QueryOfRoute<R> = R extends { querystring: infer Q } ? StaticOr<Q, undefined> : undefined;
export type ParamsOfRoute<R> = R extends { params: infer P } ? StaticOr<P, undefined> : undefined;
export type ReplyOfRoute<R> = R extends { response: infer Rs }
  ? Rs extends { 200: infer S }
    ? StaticOr<S, unknown>
    : Rs extends { 201: infer S }
      ? StaticOr<S, unknown>
      : Rs extends { 204: unknown }
        ? undefined
        : unknown
  : unknown;
