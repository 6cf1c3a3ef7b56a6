import type { z } from 'zod';
import type { customerExportQuerySchema } from '@shared/schemas/catalogue-move';
import type { Executor } from '@server/db/transaction';
import { customerPage } from '@server/modules/console/customers/customers.repository';
import { moneyText } from '@server/modules/console/imports/product-file';

export const CUSTOMER_EXPORT_COLUMNS = [
  'customerId',
  'email',
  'screenName',
  'role',
  'createdAt',
  'closedAt',
  'paidOrders',
  'totalSpent',
] as const;

/**
 * The accounts the list's filters keep, a page at a time: what the console's customer list
 * shows and nothing secret (no password hash, codes, tokens or sessions; a closed account has
 * only its placeholder email left).
 */
export async function* customerExportRows(
  db: Executor,
  filter: z.output<typeof customerExportQuerySchema>,
): AsyncGenerator<readonly string[]> {
  yield [...CUSTOMER_EXPORT_COLUMNS];
  let after = 0;
  for (;;) {
    const page = await customerPage(db, filter, after, 500);
    if (page.length === 0) return;
    after = page[page.length - 1]!.userId;
    for (const c of page) {
      yield [
        String(c.userId),
        c.email,
        c.screenName,
        c.role,
        c.createdAt,
        c.closedAt ?? '',
        String(c.orderCount),
        moneyText(c.totalSpent),
      ];
    }
  }
}
