import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeOf } from '@shared/schemas/envelope';

/**
 * The OpenAPI document, generated from the same zod schemas that validate requests and type
 * the storefront. Register before the routes it should describe; served at /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance, shopName: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${shopName} API`,
        version: '1.0.0',
        description: 'Every answer is the envelope {code, data, errMsg}; success is code 20000.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
}

export function openApiRoute(api: FastifyInstance) {
  api.get(
    '/openapi.json',
    { schema: { hide: true }, config: { outsideContract: 'the document describing the contract' } },
    async () => api.swagger(),
  );
}

/**
 * The documentation part of a route schema for one tag: `answers(summary, dataSchema)` describes
 * a 200 answer whose envelope carries `dataSchema`; without a schema, just the summary.
 */
export function routeDocs(tag: string) {
  return (summary: string, data?: z.ZodType) => ({
    summary,
    tags: [tag],
    ...(data ? { response: { 200: envelopeOf(data) } } : {}),
  });
}
