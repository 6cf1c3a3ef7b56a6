import type { FastifyPluginAsync } from 'fastify';
import { addOrderNote } from '@shared/contract/operator-order-notes';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { orderDepsOf } from '@server/modules/order';
import { addNote } from './order-notes.service.js';

/** An operator's internal note on an order's timeline. */
export const operatorOrderNoteRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);
  await serve(app, addOrderNote, async (req) =>
    ok(await addNote(deps, actingOperator(req), req.params.orderUuid, req.body.note)),
  );
};
