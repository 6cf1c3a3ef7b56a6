import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EndpointOf } from '@shared/contract/endpoint';
import { assertInContract, checkAnswersAgainstContract, serve, serveAccess } from './endpoint.js';
import { ok } from './envelope.js';
import { schemaCompilers } from './schema-compilers.js';
import { registerErrorHandling } from './error-handler.js';

const schemas = { answer: z.object({ count: z.number().int() }), params: z.object({ id: z.coerce.number() }) };
type Schemas = typeof schemas;
const count = {
  tag: 'test',
  schemas: async () => schemas,
  method: 'GET',
  path: '/things/:id',
  access: 'public',
  summary: 'Count things',
  params: 'params',
  response: 'answer',
} as const satisfies EndpointOf<Schemas>;

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function appAnswering(data: unknown, { check }: { check: boolean }) {
  app = Fastify({ schemaController: { compilersFactory: schemaCompilers } });
  registerErrorHandling(app);
  if (check) checkAnswersAgainstContract(app);
  await app.register(
    async (api) => {
      // The handler's type promises the contract; the data here breaks it on purpose.
      await serve(api, count, async () => ok(data as { count: number }));
    },
    { prefix: '/api' },
  );
  return app;
}

describe('serving an endpoint of the contract', () => {
  it('registers its path under /api with its request schemas', async () => {
    const served = await appAnswering({ count: 3 }, { check: true });
    // raw: /api/things is a fake endpoint of this test, not of the contract
    const res = await served.inject({ method: 'GET', url: '/api/things/7' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 20000, data: { count: 3 }, errMsg: '' });
    // raw: /api/things is a fake endpoint of this test, not of the contract
    expect((await served.inject({ method: 'GET', url: '/api/things/seven' })).statusCode).toBe(400);
  });

  it('turns an answer that breaks its schema into a failure when answers are checked', async () => {
    const served = await appAnswering({ count: 'three' }, { check: true });
    // raw: /api/things is a fake endpoint of this test, not of the contract
    const res = await served.inject({ method: 'GET', url: '/api/things/7' });
    expect(res.statusCode).toBe(500);
    expect(res.json().errMsg).toContain('The answer of GET /things/:id breaks its contract');
  });

  it('sends the answer as it is when answers are not checked (production)', async () => {
    const served = await appAnswering({ count: 'three' }, { check: false });
    // raw: /api/things is a fake endpoint of this test, not of the contract
    const res = await served.inject({ method: 'GET', url: '/api/things/7' });
    expect(res.json()).toMatchObject({ data: { count: 'three' } });
  });

  it('refuses to serve an endpoint in a scope of other access', async () => {
    app = Fastify({ schemaController: { compilersFactory: schemaCompilers } });
    await expect(
      app.register(
        async (api) => {
          serveAccess(api, 'customer');
          await serve(api, count, async () => ok({ count: 1 }));
        },
        { prefix: '/api' },
      ),
    ).rejects.toThrow('GET /things/:id is for public; this scope serves customer');
  });

  it('refuses an /api route that is neither an endpoint of the contract nor says why it is outside', async () => {
    app = Fastify();
    app.addHook('onRoute', assertInContract);
    app.get('/outside', { config: { outsideContract: 'a test route' } }, async () => 'ok');
    expect(() => app?.get('/stray', async () => 'no')).toThrow('GET /stray is not an endpoint of the contract');
  });
});
