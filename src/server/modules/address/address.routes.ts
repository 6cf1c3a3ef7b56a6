import type { FastifyPluginAsync } from 'fastify';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '@shared/contract/address';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { requireUser } from '@server/lib/auth';
import * as service from './address.service.js';

export const addressRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const now = () => app.nowIso();

  await serve(app, listAddresses, async (req) =>
    ok({ list: await service.list(db.kysely, requireUser(req).userId, req.query.addressType) }),
  );

  await serve(app, createAddress, async (req) =>
    ok(await db.transaction((tx) => service.create(tx, requireUser(req).userId, req.body, now()))),
  );

  await serve(
    app,
    updateAddress,
    async (req) => {
      const input = service.parseUpdate(req.body);
      return ok(await db.transaction((tx) => service.update(tx, requireUser(req).userId, req.params.addressId, input)));
    },
    { readsBodyItself: true },
  );

  await serve(app, deleteAddress, async (req) => {
    await db.transaction((tx) => service.remove(tx, requireUser(req).userId, req.params.addressId));
    return ok(null);
  });
};
