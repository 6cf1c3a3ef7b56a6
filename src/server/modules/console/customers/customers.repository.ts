import { sql, type ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import type { consoleCustomerListQuerySchema } from '@shared/schemas/console-customers';
import type { AppUserTable, Database } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { containsText } from '@server/modules/console/console-lists';
import { refundedOfOrder } from '@server/modules/refund';

type CustomerFilter = Omit<z.output<typeof consoleCustomerListQuerySchema>, 'page' | 'num'> & {
  limit: number;
  offset: number;
};

type UserScope = ExpressionBuilder<Database & { u: AppUserTable }, 'u'>;

/** The account's paid orders (refunded ones included). */
const paidOrders = (eb: UserScope) =>
  eb
    .selectFrom('customer_order as po')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('po.user_id', '=', 'u.user_id')
    .where('po.payment_status', '=', 'success');

/** What the account's paid orders brought, less what was refunded of them, in cents. */
const spent = (eb: UserScope) =>
  eb
    .selectFrom('customer_order as so')
    .select((e) =>
      e.fn.coalesce(e.fn.sum<number>(sql`so.amount - ${refundedOfOrder(sql.ref('so.order_id'))}`), e.lit(0)).as('n'),
    )
    .whereRef('so.user_id', '=', 'u.user_id')
    .where('so.payment_status', '=', 'success');

const CUSTOMER_SORTS = {
  createdAt: 'u.created_at',
  email: 'u.email',
  orders: 'order_count',
  spent: 'total_spent',
} as const;

function selectCustomers(db: Executor) {
  return db
    .selectFrom('app_user as u')
    .select(['u.user_id', 'u.email', 'u.screen_name', 'u.role', 'u.created_at', 'u.closed_at'])
    .select((eb) => [paidOrders(eb).as('order_count'), spent(eb).as('total_spent')]);
}

const toCustomer = (r: Awaited<ReturnType<ReturnType<typeof selectCustomers>['executeTakeFirstOrThrow']>>) => ({
  userId: r.user_id,
  email: r.email,
  screenName: r.screen_name,
  role: r.role,
  createdAt: r.created_at,
  closedAt: r.closed_at,
  orderCount: Number(r.order_count ?? 0),
  totalSpent: Number(r.total_spent ?? 0),
});

/** The accounts the list's filters keep (the customer export reads the same). */
function filteredCustomers(db: Executor, filter: Pick<CustomerFilter, 'role' | 'search'>) {
  let base = db.selectFrom('app_user as u');
  if (filter.role) base = base.where('u.role', '=', filter.role);
  const search = filter.search;
  if (search) {
    base = base.where((eb) =>
      eb.or([containsText(eb.ref('u.email'), search), containsText(eb.ref('u.screen_name'), search)]),
    );
  }
  return base;
}

/** The next `limit` accounts the filters keep after `afterId`, in id order: the export's pages. */
export async function customerPage(
  db: Executor,
  filter: Pick<CustomerFilter, 'role' | 'search'>,
  afterId: number,
  limit: number,
) {
  const rows = await selectCustomers(db)
    .where('u.user_id', 'in', filteredCustomers(db, filter).select('u.user_id'))
    .where('u.user_id', '>', afterId)
    .orderBy('u.user_id')
    .limit(limit)
    .execute();
  return rows.map(toCustomer);
}

/** Accounts with their paid orders and what they spent, searched in the email and the name. */
export async function listCustomers(db: Executor, filter: CustomerFilter) {
  const base = filteredCustomers(db, filter);
  const ids = base.select('u.user_id');
  const [rows, count] = await Promise.all([
    selectCustomers(db)
      .where('u.user_id', 'in', ids)
      .orderBy(CUSTOMER_SORTS[filter.sort], filter.order)
      .orderBy('u.user_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toCustomer), total: Number(count.total) };
}

export async function findCustomer(db: Executor, userId: number) {
  const row = await selectCustomers(db).where('u.user_id', '=', userId).executeTakeFirst();
  return row && toCustomer(row);
}

/**
 * What the shop knows of the account's state, without tracking anything new: a password (only
 * sign-up with the mailed code sets one, so the address was proven), the newest sign-in (a
 * login starts a refresh family) and the sign-ins still live.
 */
export async function accountStateOf(db: Executor, userId: number, now: string) {
  const [user, signIns] = await Promise.all([
    db
      .selectFrom('app_user')
      .select((eb) => eb('password_hash', 'is not', null).as('has_password'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('refresh_family')
      .select((eb) => [
        eb.fn.max('created_at').as('last_at'),
        eb.fn.sum<number>(sql`case when revoked_at is null and expires_at > ${now} then 1 else 0 end`).as('live'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    hasPassword: Boolean(user?.has_password),
    lastSignInAt: signIns?.last_at ?? null,
    activeSignIns: Number(signIns?.live ?? 0),
  };
}
