import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

const SWAGGER_PREFIX = '/ui/swagger';

type Schema = Record<string, unknown>;
interface OpenApiObject {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

/** The one shape of every error answer (ErrorBody): its `code` and `message` are required. */
const isErrorBody = (schema: Schema | undefined): boolean => {
  const properties = schema?.properties as Record<string, Schema> | undefined;
  const required = schema?.required as string[] | undefined;
  return (
    Boolean(properties?.code?.anyOf) &&
    Boolean(properties?.message) &&
    required?.includes('code') === true &&
    required.includes('message')
  );
};

/**
 * Every operation answers its errors with the same body (ErrorBody, which lists every code and
 * reason): described once in `components.schemas.Error` and referred to, instead of written out
 * for each status of each operation (the document was 5 MB, which Swagger UI took half a minute to read).
 */
export function shareErrorBody<T extends object>(built: T): T {
  const document = built as OpenApiObject;
  let shared: Schema | undefined;
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations))
      for (const response of Object.values(operation.responses ?? {}))
        for (const media of Object.values(response.content ?? {})) {
          if (!isErrorBody(media.schema)) continue;
          shared ??= media.schema;
          media.schema = { $ref: '#/components/schemas/Error' };
        }
  if (shared)
    document.components = { ...document.components, schemas: { ...document.components?.schemas, Error: shared } };
  return built;
}

/** OpenAPI built from the contract's schemas, with Swagger UI at /ui/swagger (served locally). */
export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  // Swagger UI's own redirect from static/index.html keeps a query string, and so points at
  // itself forever. Answered first: to the UI's page, without the query (Swagger UI must never
  // take a document address, such as ?url=, from a link).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${SWAGGER_PREFIX}/static/index.html?`))
      return reply.redirect(`${SWAGGER_PREFIX}/`, 302);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vigil API',
        description:
          'The /v1 API of the Vigil reference server. Sign in with POST /v1/sign-in (cookie) or send `Authorization: Bearer <token>`.',
        version,
        // No `license`: the project states none, so the document names none (the lint test accepts info-license).
      },
      // Relative: the API is served beside the console, so the document is right for whatever host serves it.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'vigil_session' },
          token: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { token: [] }],
    },
    transformObject: (documents) =>
      'openapiObject' in documents ? shareErrorBody(documents.openapiObject) : documents.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: SWAGGER_PREFIX,
    staticCSP: true,
    // Keep Swagger UI's script hashes, but no outside hosts, and inline styles (it sets them at run time).
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace("font-src 'self' https: data:", "font-src 'self' data:")
        .replace(' validator.swagger.io', '')
        .replace("base-uri 'self'", "base-uri 'none'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(' upgrade-insecure-requests;', ''),
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
}
