import { z } from 'zod';
import type { InCode } from '../wire-names';

/** Stock at or under this is "low" on the dashboard, as on the product page (docs/operator-console.md "Dashboard"). */
export { LOW_STOCK_THRESHOLD } from './catalog';

/** An unpaid order holding this many units or more is shown on the dashboard (docs/security.md "Holding stock"). */
export const LARGE_HOLD_UNITS = 20;

/** The days the dashboard sums over: today, and today with the 6 or 29 days before it (UTC days). */
export const dashboardPeriods = [
  { key: 'today', label: 'Today', days: 1 },
  { key: '7d', label: '7 days', days: 7 },
  { key: '30d', label: '30 days', days: 30 },
] as const;

const totalsSchema = z.object({
  /** Orders paid in the period (a later refund does not take them back out). */
  orders: z.number().int(),
  /** What those orders brought, in cents, less the ones refunded since: with tax and shipping. */
  revenue: z.number().int(),
  /** The same without tax and shipping: what the goods brought (after coupons). */
  netRevenue: z.number().int(),
});

export const dashboardSchema = z.object({
  periods: z.array(totalsSchema.extend({ key: z.enum(['today', '7d', '30d']) })),
  /** The last 30 days, oldest first, one entry per UTC day (days without orders are 0). */
  daily: z.array(totalsSchema.extend({ date: z.string() })),
  /** Paid, not refunded, with items still to ship. */
  ordersToShip: z.number().int(),
  /** Refund requests waiting for a decision. */
  refundRequests: z.number().int(),
  lowStock: z.object({
    threshold: z.number().int(),
    /** Products with this many units or fewer left; one with three low combinations counts once. */
    count: z.number().int(),
    /** The few lowest counts, lowest first: a product's, or one combination's (then with its SKU). */
    products: z.array(
      z.object({
        inventoryId: z.number().int(),
        name: z.string(),
        sku: z.string().nullable(),
        stock: z.number().int(),
      }),
    ),
  }),
  /** Unpaid orders still holding LARGE_HOLD_UNITS units or more: how many, and the largest few. */
  largeHolds: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    orders: z.array(
      z.object({
        orderUuid: z.string(),
        orderNumber: z.string(),
        customerEmail: z.string(),
        units: z.number().int(),
        amount: z.number().int(),
        expiresAt: z.string(),
      }),
    ),
  }),
  /** Webhook endpoints paused because they failed for a day (docs/webhooks.md). */
  pausedWebhooks: z.array(z.object({ webhookId: z.number().int(), url: z.string(), pausedAt: z.string().nullable() })),
});
export type Dashboard = InCode<z.infer<typeof dashboardSchema>>;
