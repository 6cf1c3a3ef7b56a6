import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  ConsoleCoupon,
  consoleCouponListQuerySchema,
  consoleCouponSorts,
  couponWriteSchema,
} from '@shared/schemas/console-coupons';
import type { CouponRow } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/errors';
import { lockForUpdate, type Executor, type Tx } from '@server/db/transaction';
import { conflict, notFound } from '@server/lib/errors';
import { changedFields, recordAudit } from '@server/modules/operator-write';
import { likeLiteral } from '@server/modules/console/console-lists';
import type { OperatorWho } from '@server/modules/operator-write';

type CouponInput = z.output<typeof couponWriteSchema>;

const SORT_COLUMN: Record<(typeof consoleCouponSorts)[number], string> = {
  createdAt: 'c.created_at',
  code: 'c.code',
  uses: 'coalesce(u.uses, 0)',
};

function selectCoupons(db: Executor) {
  return db
    .selectFrom('coupon as c')
    .leftJoin('coupon_usage as u', 'u.coupon_id', 'c.coupon_id')
    .selectAll('c')
    .select('u.uses');
}

function toCoupon(r: CouponRow & { uses: number | null }): ConsoleCoupon {
  return {
    couponId: r.coupon_id,
    code: r.code,
    kind: r.kind,
    value: r.value,
    minSpend: r.min_spend,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    maxUses: r.max_uses,
    maxUsesPerCustomer: r.max_uses_per_customer,
    isActive: r.is_active === 1,
    uses: r.uses ?? 0,
    createdAt: r.created_at,
  };
}

export async function listCoupons(db: Executor, q: z.output<typeof consoleCouponListQuerySchema>) {
  let base = db.selectFrom('coupon as c');
  if (q.search) base = base.where('c.code', 'like', `%${likeLiteral(q.search.toUpperCase())}%`);
  if (q.status) base = base.where('c.is_active', '=', q.status === 'active' ? 1 : 0);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('coupon_usage as u', 'u.coupon_id', 'c.coupon_id')
      .selectAll('c')
      .select('u.uses')
      // Ties broken by id in the same direction, so pages never overlap.
      .orderBy(sql.raw(`${SORT_COLUMN[q.sort]} ${q.order}, c.coupon_id ${q.order}`))
      .limit(q.num)
      .offset((q.page - 1) * q.num)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toCoupon), total: Number(count.total) };
}

export async function findCoupon(db: Executor, couponId: number) {
  const row = await selectCoupons(db).where('c.coupon_id', '=', couponId).executeTakeFirst();
  return row && toCoupon(row);
}

const columnsOf = (c: CouponInput) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  min_spend: c.minSpend,
  starts_at: c.startsAt,
  ends_at: c.endsAt,
  max_uses: c.maxUses,
  max_uses_per_customer: c.maxUsesPerCustomer,
  is_active: c.isActive ? 1 : 0,
});

/** A code is one coupon: a second with the same code (in any case) is a 409, not a 500. */
async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`A coupon with the code ${code} already exists`);
    throw err;
  }
}

export async function createCoupon(tx: Tx, who: OperatorWho, input: CouponInput): Promise<number> {
  const { coupon_id } = await uniqueCode(input.code, () =>
    tx.kysely
      .insertInto('coupon')
      .values({ ...columnsOf(input), created_at: who.now })
      .returning('coupon_id')
      .executeTakeFirstOrThrow(),
  );
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'coupon',
    entityId: coupon_id,
    action: 'create',
    subject: `coupon ${input.code}`,
    detail: { code: input.code },
    before: null,
    after: columnsOf(input),
  });
  return coupon_id;
}

/**
 * Changes a coupon's terms. Orders already placed keep the discount they were given; the limits
 * count uses made before the change (a total lowered below the uses so far stops new ones).
 */
export async function updateCoupon(tx: Tx, who: OperatorWho, couponId: number, input: CouponInput) {
  if (!(await lockForUpdate(tx, 'coupon', 'coupon_id', couponId))) throw notFound('Coupon');
  const columns = columnsOf(input);
  const before = await tx.kysely
    .selectFrom('coupon')
    .selectAll()
    .where('coupon_id', '=', couponId)
    .executeTakeFirstOrThrow();
  const was: Record<string, unknown> = Object.fromEntries(
    Object.keys(columns).map((column) => [column, before[column as keyof typeof before]]),
  );
  await uniqueCode(input.code, () =>
    tx.kysely.updateTable('coupon').set(columnsOf(input)).where('coupon_id', '=', couponId).execute(),
  );
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'coupon',
    entityId: couponId,
    action: 'update',
    subject: `coupon ${input.code}`,
    detail: { code: input.code },
    ...changedFields(was, columns),
  });
}

export async function disableCoupon(tx: Tx, who: OperatorWho, couponId: number) {
  const result = await tx.kysely
    .updateTable('coupon')
    .set({ is_active: 0 })
    .where('coupon_id', '=', couponId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Coupon');
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'coupon',
    entityId: couponId,
    action: 'disable',
    before: { is_active: 1 },
    after: { is_active: 0 },
  });
}
