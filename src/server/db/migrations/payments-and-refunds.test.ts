import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@server/db/migrator';
import { testDialects } from '@server/test/test-app';
import { databaseAtMigration } from '@server/test/database-at-migration';

/** The database as it was before payments and refunds became records. */
const BEFORE = '023-sitemap-index';

const openAt = (dialect: 'sqlite' | 'postgres') => databaseAtMigration(dialect, BEFORE);

describe.each(testDialects)('moving payments and refunds into records on %s', (dialect) => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('makes each session a payment and each refund request one refund of the whole order', async () => {
    const opened = await openAt(dialect);
    close = opened.close;
    // The tables are typed for the new schema; the old columns are written untyped.
    const k = opened.db.kysely as unknown as Kysely<any>;
    const now = '2026-01-02T03:04:05.000Z';
    const { user_id } = await k
      .insertInto('app_user')
      .values({ email: 'old@example.com', screen_name: 'old', password_hash: null, created_at: now })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const order = async (n: number, columns: Record<string, unknown>) => {
      const { order_id } = await k
        .insertInto('customer_order')
        .values({
          order_uuid: randomUUID(),
          order_number: `AAAAA-0000${n}`,
          user_id,
          customer_email: 'old@example.com',
          payment_status: 'success',
          original_amount: 11100,
          discount_amount: 5000,
          amount: 6100,
          billing_address_json: '{}',
          shipping_address_json: '{}',
          cart_fingerprint: `f${n}`,
          checkout_session_id: `cs_live_${n}`,
          expires_at: now,
          paid_at: now,
          created_at: now,
          updated_at: now,
          ...columns,
        })
        .returning('order_id')
        .executeTakeFirstOrThrow();
      for (const [name, qty, total] of [
        ['Shirt', 1, 4500],
        ['Candle', 3, 6600],
      ] as const) {
        await k
          .insertInto('order_item')
          .values({
            order_id,
            inventory_id: 1,
            inventory_name: name,
            cover_path: '/x.svg',
            unit_price: total / qty,
            qty,
            line_total: total,
            addons_json: '[]',
          })
          .execute();
      }
      return order_id as number;
    };
    const refunded = await order(1, {
      refund_status: 'refunded',
      refund_reason: 'Broken',
      refund_remark: 'Sorry',
      refund_attempt: 2,
      refund_outcome: 'succeeded',
      refund_provider_id: 're_1',
    });
    await k
      .insertInto('order_event')
      .values({ order_id: refunded, type: 'restocked', actor: 'system', created_at: now })
      .execute();
    const asked = await order(2, { refund_status: 'requested', refund_reason: 'Too small' });
    const rejected = await order(3, { refund_status: 'rejected', refund_reason: 'Meh', refund_remark: 'No' });
    const failed = await order(4, {
      refund_status: 'requested',
      refund_reason: 'Lost',
      refund_outcome: 'failed',
      refund_attempt: 1,
    });
    const untouched = await order(5, {});

    await migrateToLatest(opened.db);

    const db = opened.db.kysely;
    const payments = await db
      .selectFrom('payment')
      .select(['order_id', 'status', 'amount', 'provider'])
      .orderBy('order_id')
      .execute();
    expect(payments).toHaveLength(5);
    expect(payments.every((p) => p.status === 'succeeded' && p.amount === 6100 && p.provider === 'stripe')).toBe(true);

    const refunds = await db.selectFrom('refund').selectAll().orderBy('order_id').execute();
    expect(refunds.map((r) => [r.order_id, r.kind, r.status, r.amount, r.reason, r.remark])).toEqual([
      [refunded, 'request', 'succeeded', 6100, 'Broken', 'Sorry'],
      [asked, 'request', 'requested', 6100, 'Too small', null],
      [rejected, 'request', 'rejected', 6100, 'Meh', 'No'],
      [failed, 'request', 'failed', 6100, 'Lost', null],
    ]);
    const whole = refunds[0]!;
    expect([whole.idempotency_key?.endsWith(':2'), whole.provider_refund_id, whole.restocked_at]).toEqual([
      true,
      're_1',
      now,
    ]);
    // The completed refund gets the first credit note; the counter goes on from there.
    expect(refunds.map((r) => r.credit_note_number)).toEqual([1, null, null, null]);
    expect((await db.selectFrom('credit_note_counter').select('last').executeTakeFirstOrThrow()).last).toBe(1);
    const items = await db.selectFrom('refund_item').selectAll().where('refund_id', '=', whole.refund_id).execute();
    // The coupon's 50.00 shared by largest remainder: the lines add up to what was paid.
    expect(items.map((i) => [i.qty, i.amount, i.restocked])).toEqual([
      [1, 2473, 1],
      [3, 3627, 3],
    ]);

    const statuses = await db
      .selectFrom('customer_order')
      .select(['order_id', 'refund_status'])
      .orderBy('order_id')
      .execute();
    expect(statuses.map((o) => o.refund_status)).toEqual(['refunded', 'requested', 'rejected', 'requested', 'none']);
    expect(statuses.at(-1)?.order_id).toBe(untouched);
    // The new status is allowed; an unknown one still is not.
    await db
      .updateTable('customer_order')
      .set({ refund_status: 'partially_refunded' })
      .where('order_id', '=', untouched)
      .execute();
    await expect(
      k.updateTable('customer_order').set({ refund_status: 'bogus' }).where('order_id', '=', untouched).execute(),
    ).rejects.toThrow();
  });
});
