import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel, RouteHandlerMethod } from 'fastify';
import type { Endpoint, EndpointName } from '../../../contract/endpoints';
import type { BodyOfRoute, ParamsOfRoute, QueryOfRoute, ReplyOfRoute, RouteSpec } from '../../../contract/route';

export type RequestOf<R> = FastifyRequest<{
  Body: BodyOfRoute<R>;
  Querystring: QueryOfRoute<R>;
  Params: ParamsOfRoute<R>;
}>;

export type HandlerOf<R> = (request: RequestOf<R>, reply: FastifyReply) => Promise<ReplyOfRoute<R> | FastifyReply>;

/**
 * Registers one route of the contract: its method, URL and schemas come from
 * the contract, so validation, serialisation and OpenAPI all follow it. The
 * endpoint's name is its OpenAPI operationId, so generated clients call it as
 * the console does.
 */
export function mount<const R extends RouteSpec & Endpoint & { name: EndpointName }>(
  app: FastifyInstance,
  def: R,
  handler: HandlerOf<R>,
  options: { logLevel?: LogLevel } = {},
): void {
  app.route({
    method: def.method,
    url: def.url,
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    config: { access: def.access, endpoint: def.name },
    schema: {
      operationId: def.name,
      summary: def.summary,
      ...(def.description ? { description: def.description } : {}),
      tags: [...def.tags],
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.produces ? { produces: [def.produces] } : {}),
      ...(def.consumes ? { consumes: [def.consumes] } : {}),
      response: def.response,
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
