import type { FastifyPluginAsync } from 'fastify';
import {
  createShippingMethod,
  createShippingZone,
  createTaxRate,
  deleteShippingMethod,
  deleteShippingZone,
  deleteTaxRate,
  listShippingZones,
  listTaxRates,
  updateShippingMethod,
  updateShippingZone,
  updateTaxRate,
} from '@shared/contract/console-shipping';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import * as svc from './shipping.service.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

/** Shipping zones and methods, and tax rates (docs/shipping-and-tax.md), inside the operator scope. */
export const consoleShippingRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);
  const k = deps.db.kysely;

  await serve(app, listShippingZones, async () => ok({ list: await svc.listZones(k) }));
  await serve(app, createShippingZone, async (req) =>
    ok(await svc.saveZone(deps, actingOperator(req), null, req.body)),
  );
  await serve(app, updateShippingZone, async (req) =>
    ok(await svc.saveZone(deps, actingOperator(req), req.params.zoneId, req.body)),
  );
  await serve(app, deleteShippingZone, async (req) => {
    await svc.deleteZone(deps, actingOperator(req), req.params.zoneId);
    return ok(null);
  });
  await serve(app, createShippingMethod, async (req) =>
    ok(await svc.createMethod(deps, actingOperator(req), req.params.zoneId, req.body)),
  );
  await serve(app, updateShippingMethod, async (req) =>
    ok(await svc.updateMethod(deps, actingOperator(req), req.params.methodId, req.body)),
  );
  await serve(app, deleteShippingMethod, async (req) => {
    await svc.deleteMethod(deps, actingOperator(req), req.params.methodId);
    return ok(null);
  });
  await serve(app, listTaxRates, async () => ok({ list: await svc.listRates(k) }));
  await serve(app, createTaxRate, async (req) => ok(await svc.saveRate(deps, actingOperator(req), null, req.body)));
  await serve(app, updateTaxRate, async (req) =>
    ok(await svc.saveRate(deps, actingOperator(req), req.params.taxRateId, req.body)),
  );
  await serve(app, deleteTaxRate, async (req) => {
    await svc.deleteRate(deps, actingOperator(req), req.params.taxRateId);
    return ok(null);
  });
};
