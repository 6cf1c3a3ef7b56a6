import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerListQuerySchema,
  adminCustomerListSchema,
  adminCustomerSchema,
  userIdParamsSchema,
} from '@shared/schemas/admin-customers';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { routeDocs } from '@server/lib/openapi';
import { listFilter } from '@server/modules/operator/console-lists';
import { orderDepsOf } from '@server/modules/order/order.deps';
import { findCustomer, listCustomers } from './customers.repository.js';

/** The console's customers; a customer's orders are `GET /admin/orders?userId=`. */
export const operatorCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');

  app.get(
    '/customers',
    {
      schema: {
        ...answer('Accounts with their orders count and total spent, searched and paged', adminCustomerListSchema),
        querystring: adminCustomerListQuerySchema,
      },
    },
    async (req) => ok(await listCustomers(deps.db.kysely, listFilter(req.query))),
  );

  app.get(
    '/customers/:userId',
    { schema: { ...answer('One account with its totals', adminCustomerSchema), params: userIdParamsSchema } },
    async (req) => {
      const customer = await findCustomer(deps.db.kysely, req.params.userId);
      if (!customer) throw notFound('Customer');
      return ok(customer);
    },
  );
};
