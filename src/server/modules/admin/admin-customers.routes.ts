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
import { listFilter } from './admin.repository.js';
import { findCustomer, listCustomers } from './admin-customers.repository.js';

/** The console's customers; a customer's orders are `GET /admin/orders?userId=`. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = routeDocs('admin');

  app.get(
    '/customers',
    {
      schema: {
        ...answer('Accounts with their orders count and total spent, searched and paged', adminCustomerListSchema),
        querystring: adminCustomerListQuerySchema,
      },
    },
    async (req) => ok(await listCustomers(app.db.kysely, listFilter(req.query))),
  );

  app.get(
    '/customers/:userId',
    { schema: { ...answer('One account with its totals', adminCustomerSchema), params: userIdParamsSchema } },
    async (req) => {
      const customer = await findCustomer(app.db.kysely, req.params.userId);
      if (!customer) throw notFound('Customer');
      return ok(customer);
    },
  );
};
