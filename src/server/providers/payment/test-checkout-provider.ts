import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/database';
import type { TestCheckoutRefundRow, TestCheckoutSessionRow } from '@server/db/schema';
import type { Clock } from '@server/providers/clock/clock';
import {
  InvalidWebhook,
  UnknownCheckoutSession,
  assertTotals,
  checkoutIdempotencyKey,
  type CheckoutLine,
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
} from './payment-provider.js';

export interface TestCheckoutOptions {
  db: Db;
  clock: Clock;
  /** The shop's public address; the page is `${publicUrl}/pay/{id}`. */
  publicUrl: string;
}

/** Everything the test checkout page shows and needs. */
export interface TestCheckoutDetails extends CheckoutSession {
  lines: CheckoutLine[];
  discountAmount: number;
  discountLabel: string | null;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export const TEST_SESSION_ID_PATTERN = /^cs_test_[A-Za-z0-9_-]{32}$/;

/** 24 random bytes: as unguessable as Stripe's ids, and the only key to the page. */
const newId = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/**
 * The embedded default when no Stripe key is set: sessions live in the database, so every
 * instance agrees on them and a session paid on the test page stays paid through a crash.
 * Behaves as Stripe does where the shop can tell: a repeated idempotency key answers the same
 * session, an open session past its expiry reads as expired, expiring a completed one answers
 * it completed, refunds are idempotent per key and never exceed what was paid.
 */
export class TestCheckoutProvider implements PaymentProvider {
  readonly kind = 'test';

  constructor(private readonly options: TestCheckoutOptions) {}

  private get kysely() {
    return this.options.db.kysely;
  }

  private nowIso(): string {
    return new Date(this.options.clock.now()).toISOString();
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    assertTotals(input);
    const idempotencyKey = checkoutIdempotencyKey(input.orderRef, input.attempt);
    await this.kysely
      .insertInto('test_checkout_session')
      .values({
        session_id: newId('cs_test_'),
        idempotency_key: idempotencyKey,
        order_ref: input.orderRef,
        lines_json: JSON.stringify(input.lines),
        discount_amount: input.discountAmount,
        discount_label: input.discountLabel ?? null,
        amount_total: input.amount,
        currency: input.currency,
        customer_email: input.customerEmail,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        status: 'open',
        payment_status: input.amount === 0 ? 'no_payment_required' : 'unpaid',
        expires_at: input.expiresAt.toISOString(),
        created_at: this.nowIso(),
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    const row = await this.kysely
      .selectFrom('test_checkout_session')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
    return this.toSession(await this.expireIfDue(row));
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    return this.toSession(await this.row(id));
  }

  /** The session with its lines and URLs, for the test checkout page; null if unknown. */
  async details(id: string): Promise<TestCheckoutDetails | null> {
    const row = await this.findRow(id);
    if (!row) return null;
    return {
      ...this.toSession(row),
      lines: JSON.parse(row.lines_json) as CheckoutLine[],
      discountAmount: row.discount_amount,
      discountLabel: row.discount_label,
      customerEmail: row.customer_email,
      successUrl: row.success_url,
      cancelUrl: row.cancel_url,
    };
  }

  /**
   * The test card paid: open and unexpired becomes complete and paid in one conditional
   * update. Answers whether this call did it (a second submit, or one after expiry, does not).
   */
  async pay(id: string): Promise<boolean> {
    const now = this.nowIso();
    const result = await this.kysely
      .updateTable('test_checkout_session')
      .set({ status: 'complete', payment_status: 'paid', completed_at: now })
      .where('session_id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async expireCheckoutSession(id: string): Promise<CheckoutSession> {
    await this.kysely
      .updateTable('test_checkout_session')
      .set({ status: 'expired' })
      .where('session_id', '=', id)
      .where('status', '=', 'open')
      .execute();
    return this.retrieveCheckoutSession(id);
  }

  parseWebhookEvent(_rawBody: Buffer, _signatureHeader: string | undefined): PaymentEvent {
    throw new InvalidWebhook('The test checkout sends no webhooks: payments are reported by its page');
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error('Refund amount must be positive cents');
    const previous = await this.refundByKey(input.idempotencyKey);
    if (previous) return sameRefund(previous, input);
    try {
      return await this.options.db.transaction(async ({ kysely }) => {
        const counted = await kysely
          .updateTable('test_checkout_session')
          .set((eb) => ({ amount_refunded: eb('amount_refunded', '+', input.amount) }))
          .where('session_id', '=', input.sessionId)
          .where('payment_status', '=', 'paid')
          .where((eb) => eb(eb('amount_refunded', '+', input.amount), '<=', eb.ref('amount_total')))
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) !== 1) {
          throw new Error(`Cannot refund ${input.amount} on ${input.sessionId}: not paid, or more than is left`);
        }
        const refundId = newId('re_test_');
        await kysely
          .insertInto('test_checkout_refund')
          .values({
            refund_id: refundId,
            idempotency_key: input.idempotencyKey,
            session_id: input.sessionId,
            amount: input.amount,
            status: 'succeeded',
            created_at: this.nowIso(),
          })
          .execute();
        return { refundId, status: 'succeeded' as const };
      });
    } catch (err) {
      // Two calls with one key racing: the loser's insert hit the unique key and rolled back.
      const winner = await this.refundByKey(input.idempotencyKey);
      if (winner) return sameRefund(winner, input);
      throw err;
    }
  }

  private refundByKey(key: string): Promise<TestCheckoutRefundRow | undefined> {
    return this.kysely
      .selectFrom('test_checkout_refund')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  private async findRow(id: string): Promise<TestCheckoutSessionRow | null> {
    if (!TEST_SESSION_ID_PATTERN.test(id)) return null;
    const row = await this.kysely
      .selectFrom('test_checkout_session')
      .selectAll()
      .where('session_id', '=', id)
      .executeTakeFirst();
    return row ? this.expireIfDue(row) : null;
  }

  private async row(id: string): Promise<TestCheckoutSessionRow> {
    const row = await this.findRow(id);
    if (!row) throw new UnknownCheckoutSession(id);
    return row;
  }

  /** An open session past its time reads as expired, and is stored so (conditionally). */
  private async expireIfDue(row: TestCheckoutSessionRow): Promise<TestCheckoutSessionRow> {
    if (row.status !== 'open' || row.expires_at > this.nowIso()) return row;
    await this.kysely
      .updateTable('test_checkout_session')
      .set({ status: 'expired' })
      .where('session_id', '=', row.session_id)
      .where('status', '=', 'open')
      .execute();
    return this.kysely
      .selectFrom('test_checkout_session')
      .selectAll()
      .where('session_id', '=', row.session_id)
      .executeTakeFirstOrThrow();
  }

  private toSession(row: TestCheckoutSessionRow): CheckoutSession {
    return {
      id: row.session_id,
      url: row.status === 'open' ? `${this.options.publicUrl}/pay/${row.session_id}` : null,
      status: row.status,
      paymentStatus: row.payment_status,
      amountTotal: row.amount_total,
      currency: row.currency,
      orderRef: row.order_ref,
    };
  }
}

/** A key used again must name the same refund, as Stripe insists. */
function sameRefund(row: TestCheckoutRefundRow, input: RefundInput): RefundResult {
  if (row.session_id !== input.sessionId || row.amount !== input.amount) {
    throw new Error(`Idempotency key ${input.idempotencyKey} was used for another refund`);
  }
  return { refundId: row.refund_id, status: row.status };
}
