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
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of a sign-in (15 minutes; renewed with the refresh cookie).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'nwk_live_…',
            description:
              'An API key (`Authorization: Bearer nwk_live_…`), made in the console under Integrations. ' +
              'It opens /api/admin only, the endpoints its scopes allow: each operation names its scope ' +
              '(`x-scope`); without it the answer is 403 naming the missing scope.',
          },
        },
      },
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
