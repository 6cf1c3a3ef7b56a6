import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
