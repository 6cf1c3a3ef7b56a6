import type { FastifyPluginAsync } from 'fastify';
import { getCustomer, listCustomers as listEndpoint } from '@shared/contract/operator-customers';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { notFound } from '@server/lib/errors';
import { listFilter } from '@server/modules/operator/console-lists';
import { orderDepsOf } from '@server/modules/order';
import { findCustomer, listCustomers } from './customers.repository.js';

/** The console's customers; a customer's orders are `GET /admin/orders?userId=`. */
export const operatorCustomerRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);

  await serve(app, listEndpoint, async (req) => ok(await listCustomers(deps.db.kysely, listFilter(req.query))));

  await serve(app, getCustomer, async (req) => {
    const customer = await findCustomer(deps.db.kysely, req.params.userId);
    if (!customer) throw notFound('Customer');
    return ok(customer);
  });
};
