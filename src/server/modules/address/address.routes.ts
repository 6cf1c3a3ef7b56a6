import type { FastifyPluginAsync } from 'fastify';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '@shared/contract/address';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { requireUser } from '@server/lib/auth';
import { addressDepsOf } from './address.deps.js';
import * as service from './address.service.js';

export const addressRoutes: FastifyPluginAsync = async (app) => {
  const deps = addressDepsOf(app);

  await serve(app, listAddresses, async (req) =>
    ok({ list: await service.list(deps, requireUser(req).userId, req.query.addressType) }),
  );

  await serve(app, createAddress, async (req) => ok(await service.create(deps, requireUser(req).userId, req.body)));

  await serve(
    app,
    updateAddress,
    async (req) => {
      const input = service.parseUpdate(req.body);
      return ok(await service.update(deps, requireUser(req).userId, req.params.addressId, input));
    },
    { readsBodyItself: true },
  );

  await serve(app, deleteAddress, async (req) => {
    await service.remove(deps, requireUser(req).userId, req.params.addressId);
    return ok(null);
  });
};
