import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI document built from the routes' schemas (zod ones converted by jsonSchemaTransform, plus each
 * route's tags/summary) at /api/docs/json, and Swagger UI at /api/docs. Must be registered before any route,
 * since @fastify/swagger collects them as they are added. The docs routes live outside /api's plugin, so the
 * rate limit does not apply to them.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shop API',
        description:
          'qwshop-compatible API. Every answer is the envelope {code, msg, data}; business failures keep HTTP 200 ' +
          'and carry their code. Storefront routes live under /api, the back offices under /api/Admin and /api/Seller.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: createJsonSchemaTransform({ skipList: [DOCS_PREFIX, `${DOCS_PREFIX}/*`] }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
