import type { FastifyPluginAsync } from 'fastify';
import { addOrderNote } from '@shared/contract/console-order-notes';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { addNote } from './order-notes.service.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

/** An operator's internal note on an order's timeline. */
export const consoleOrderNoteRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);
  await serve(app, addOrderNote, async (req) =>
    ok(await addNote(deps, actingOperator(req), req.params.orderUuid, req.body.note)),
  );
};
