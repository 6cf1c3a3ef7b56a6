import type { FastifyPluginAsync } from 'fastify';
import { listAdminVariants, listVariants, saveVariants } from '@shared/contract/variants';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { REVALIDATED_CACHE_CONTROL } from '@server/read-path/answer-memory';
import { actingOperator, operatorWriteDepsOf } from '@server/modules/operator-write';
import * as service from './variant.service.js';

/**
 * The storefront's list of a product's combinations; remembered per product version like the
 * product page, but asked again by the browser every time: the picker shows what can be bought now
 * (a restock within the minute a product page may be kept would stay "sold out").
 */
export const variantRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.publicAnswers.answerFromMemory);
  await serve(app, listVariants, async (req, reply) =>
    app.publicAnswers.send(
      req,
      reply,
      async () => ({ list: await service.publicVariants(app.db.reads, req.params.id) }),
      req.params.id,
      REVALIDATED_CACHE_CONTROL,
    ),
  );
};

/** The console's grid of combinations; registered inside the operator scope (role, no-store). */
export const operatorVariantRoutes: FastifyPluginAsync = async (app) => {
  const deps = operatorWriteDepsOf(app);
  await serve(app, listAdminVariants, async (req) =>
    ok({ list: await service.adminVariants(deps.db.kysely, req.params.productId) }),
  );
  await serve(app, saveVariants, async (req) =>
    ok({ list: await service.saveVariants(deps, actingOperator(req), req.params.productId, req.body) }),
  );
};
