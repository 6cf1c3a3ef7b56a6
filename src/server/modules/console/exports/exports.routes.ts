import type { FastifyPluginAsync } from 'fastify';
import { exportCustomers, exportOrders, exportProducts } from '@shared/contract/console-catalogue-move';
import { serve } from '@server/lib/endpoint';
import { consoleDepsOf } from '@server/modules/console/console.deps';
import { requireRecentSignIn } from '@server/modules/operator-write';
import { sendCsv } from './csv-answer.js';
import { customerExportRows } from './customers-export.js';
import { orderExportRows } from './orders-export.js';
import { productExportRows } from './products-export.js';

/**
 * Products, orders and customers as CSV files (docs/operator-console.md, "Import and export"),
 * streamed from the database a page at a time. Each file is named by what it holds and the day.
 */
export const consoleExportRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);
  const today = () => deps.nowIso().slice(0, 10);

  await serve(app, exportProducts, async (req, reply) =>
    sendCsv(reply, `products-${today()}.csv`, productExportRows(deps.db.kysely, req.query)),
  );

  await serve(app, exportOrders, async (req, reply) => {
    const span =
      req.query.from || req.query.to ? `${req.query.from ?? 'start'}-to-${req.query.to ?? today()}` : today();
    return sendCsv(reply, `orders-${span}.csv`, orderExportRows(deps.db.kysely, req.query));
  });

  // Every customer's address book in one file: a person is asked for the password again after
  // 10 minutes (an API key with customers:read has none to give).
  await serve(app, exportCustomers, async (req, reply) => {
    if (!req.apiKey) await requireRecentSignIn(req);
    return sendCsv(reply, `customers-${today()}.csv`, customerExportRows(deps.db.kysely, req.query));
  });
};
