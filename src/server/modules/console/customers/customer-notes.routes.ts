import type { FastifyPluginAsync } from 'fastify';
import { addCustomerNote, listCustomerNotes } from '@shared/contract/console-customer-notes';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { addNote, listNotes } from './customer-notes.service.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

/** An operator's internal notes on a customer, on the customer's page. */
export const consoleCustomerNoteRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);
  await serve(app, listCustomerNotes, async (req) => ok(await listNotes(deps, req.params.userId)));
  await serve(app, addCustomerNote, async (req) =>
    ok(await addNote(deps, actingOperator(req), req.params.userId, req.body.note)),
  );
};
