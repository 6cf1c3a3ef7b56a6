import type { FastifyPluginAsync } from 'fastify';
import { getDashboard } from '@shared/contract/console-dashboard';
import { dashboardPeriods, LARGE_HOLD_UNITS, LOW_STOCK_THRESHOLD } from '@shared/schemas/console-dashboard';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { failingWebhooks } from '@server/modules/webhook';
import * as repo from './dashboard.repository.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

const DAY_MS = 86_400_000;
const CHART_DAYS = 30;

/** `YYYY-MM-DD` of the UTC day `daysAgo` before the one `nowMs` falls in. */
const utcDay = (nowMs: number, daysAgo: number) =>
  new Date(Math.floor(nowMs / DAY_MS) * DAY_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** The dashboard's figures (docs/operator-console.md "Dashboard"), registered in the operator scope. */
export const consoleDashboardRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);

  await serve(app, getDashboard, async () => {
    const k = deps.db.kysely;
    const now = deps.now();
    const [perDay, ordersToShip, refundRequests, lowStock, largeHolds, failing] = await Promise.all([
      repo.paidPerDay(k, `${utcDay(now, CHART_DAYS - 1)}T00:00:00.000Z`),
      repo.countToShip(k),
      repo.countRefundRequests(k),
      repo.lowStock(k, LOW_STOCK_THRESHOLD, 5),
      repo.largeHolds(k, LARGE_HOLD_UNITS, deps.nowIso(), 5),
      failingWebhooks(deps),
    ]);
    const byDay = new Map(perDay.map((d) => [d.day, d]));
    const daily = Array.from({ length: CHART_DAYS }, (_, i) => {
      const date = utcDay(now, CHART_DAYS - 1 - i);
      const found = byDay.get(date);
      return { date, orders: found?.orders ?? 0, revenue: found?.revenue ?? 0, netRevenue: found?.netRevenue ?? 0 };
    });
    const periods = dashboardPeriods.map(({ key, days }) => {
      const inPeriod = daily.slice(-days);
      return {
        key,
        orders: inPeriod.reduce((sum, d) => sum + d.orders, 0),
        revenue: inPeriod.reduce((sum, d) => sum + d.revenue, 0),
        netRevenue: inPeriod.reduce((sum, d) => sum + d.netRevenue, 0),
      };
    });
    return ok({
      periods,
      daily,
      ordersToShip,
      refundRequests,
      lowStock: { threshold: LOW_STOCK_THRESHOLD, ...lowStock },
      largeHolds: { threshold: LARGE_HOLD_UNITS, ...largeHolds },
      pausedWebhooks: failing.map(({ webhookId, url, pausedAt }) => ({ webhookId, url, pausedAt })),
    });
  });
};
