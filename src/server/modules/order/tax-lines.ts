import type { Executor } from '@server/db/transaction';
import type { OrderTaxLineRow } from '@server/db/schema';
import { orderTaxLinesOf } from '@server/modules/shipping';
import type { TaxLinesByOrder } from './order-view.js';

/** The tax lines of these orders, by order id, in the order they were written. */
export async function taxLinesOf(db: Executor, orderIds: readonly number[]): Promise<TaxLinesByOrder> {
  const byOrder = new Map<number, OrderTaxLineRow[]>();
  for (const line of await orderTaxLinesOf(db, orderIds)) {
    const of = byOrder.get(line.order_id);
    if (of) of.push(line);
    else byOrder.set(line.order_id, [line]);
  }
  return byOrder;
}
