import type { FastifyPluginAsync } from 'fastify';
import {
  getCustomer,
  listCustomers as listCustomersEndpoint,
  sendCustomerPasswordReset,
} from '@shared/contract/console-customers';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { notFound } from '@server/lib/errors';
import { listAddresses, toAddress } from '@server/modules/address';
import { listFilter } from '@server/modules/console/console-lists';
import { actingOperator } from '@server/modules/operator-write';
import { accountStateOf, findCustomer, listCustomers } from './customers.repository.js';
import { sendPasswordReset } from './customer-password-reset.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

/** The console's customers; a customer's orders are `GET /admin/orders?userId=`. */
export const consoleCustomerRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);

  await serve(app, listCustomersEndpoint, async (req) =>
    ok(await listCustomers(deps.db.kysely, listFilter(req.query))),
  );

  await serve(app, getCustomer, async (req) => {
    const customer = await findCustomer(deps.db.kysely, req.params.userId);
    if (!customer) throw notFound('Customer');
    const [addresses, state] = await Promise.all([
      listAddresses(deps.db.kysely, customer.userId),
      accountStateOf(deps.db.kysely, customer.userId, deps.nowIso()),
    ]);
    const { hasPassword, ...signIns } = state;
    const emailVerified = hasPassword && customer.closedAt === null;
    return ok({ ...customer, addresses: addresses.map(toAddress), emailVerified, ...signIns });
  });

  await serve(app, sendCustomerPasswordReset, async (req) =>
    ok(await sendPasswordReset(app, deps, actingOperator(req), req.params.userId)),
  );
};
