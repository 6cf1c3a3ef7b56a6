import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressListQuerySchema,
  addressListSchema,
  addressParamsSchema,
  addressSchema,
  createAddressSchema,
} from '@shared/schemas/address';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { requireUser } from '@server/lib/auth';
import { addressDepsOf } from './address.deps.js';
import * as service from './address.service.js';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = addressDepsOf(app);
  const answer = routeDocs('address');

  app.get(
    '/user/addresses',
    { schema: { ...answer('Address book', addressListSchema), querystring: addressListQuerySchema } },
    async (req) => ok({ list: await service.list(deps, requireUser(req).userId, req.query.addressType) }),
  );

  app.post(
    '/user/address/creation',
    { schema: { ...answer('Add an address', addressSchema), body: createAddressSchema } },
    async (req) => ok(await service.create(deps, requireUser(req).userId, req.body)),
  );

  // The body is one of two shapes (see updateAddressSchema); the service tells them apart so
  // a bad address gets the message of its first bad field rather than a union's.
  app.post(
    '/user/address/:addressId',
    {
      schema: {
        ...answer('Change an address or make it the default', addressSchema),
        params: addressParamsSchema,
        body: z.unknown(),
      },
    },
    async (req) => {
      const input = service.parseUpdate(req.body);
      return ok(await service.update(deps, requireUser(req).userId, req.params.addressId, input));
    },
  );

  app.delete(
    '/user/address/:addressId',
    { schema: { ...answer('Delete an address'), params: addressParamsSchema } },
    async (req) => {
      await service.remove(deps, requireUser(req).userId, req.params.addressId);
      return ok(null);
    },
  );
};
