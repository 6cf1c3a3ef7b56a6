import type { Config } from '@server/config';
import { badRequest } from '@server/lib/errors';

/**
 * How much stock one account may hold unpaid, and for how long. An order reserves its units
 * when it is placed; without these bounds one account could place an order of every unit the
 * shop has and keep it from everyone else (each customer has at most one unpaid order, so a
 * cap per order is a cap per account).
 */
export interface HoldLimits {
  /** Lines in a cart, and so in an order. */
  maxLines: number;
  /** Units in one unpaid order, all products together. */
  maxUnits: number;
  /** Units of one product in one order, whatever is left … */
  maxUnitsPerProduct: number;
  /** … and at most this share of what is left (rounded up, so the last unit can always be bought). */
  maxStockShare: number;
  /** How long a new order holds its stock while no payment page has been opened. */
  holdMs: number;
  /** How long it holds once a payment page is opened: as long as that payment can complete. */
  paymentHoldMs: number;
}

export function holdLimitsOf(config: Config): HoldLimits {
  return {
    maxLines: config.ORDER_MAX_LINES,
    maxUnits: config.ORDER_MAX_UNITS,
    maxUnitsPerProduct: config.ORDER_MAX_UNITS_PER_PRODUCT,
    maxStockShare: config.ORDER_MAX_STOCK_SHARE,
    holdMs: config.ORDER_HOLD_MINUTES * 60_000,
    paymentHoldMs: config.PAYMENT_HOLD_MINUTES * 60_000,
  };
}

export const tooManyLines = (limits: Pick<HoldLimits, 'maxLines'>) =>
  badRequest(`A cart can hold at most ${limits.maxLines} different items; please remove some first`);

/**
 * The order's size against the fixed caps (the share of what is left is checked as the units are
 * taken, in the same statement). `lines` are the order's lines, several of which may be one product.
 */
export function checkOrderSize(limits: HoldLimits, lines: { productId: number; qty: number; name: string }[]): void {
  if (lines.length > limits.maxLines) throw tooManyLines(limits);
  const units = lines.reduce((sum, l) => sum + l.qty, 0);
  if (units > limits.maxUnits) {
    throw badRequest(`An order can hold at most ${limits.maxUnits} units in all; please lower some quantities`);
  }
  const perProduct = new Map<number, number>();
  for (const line of lines) {
    const qty = (perProduct.get(line.productId) ?? 0) + line.qty;
    perProduct.set(line.productId, qty);
    if (qty > limits.maxUnitsPerProduct) {
      throw badRequest(`You can order at most ${limits.maxUnitsPerProduct} of "${line.name}" at once`);
    }
  }
}
