import { formatMoney } from '@shared/money';
import type { OrderAddress } from '@shared/schemas/order';
import type { CustomerOrderRow, OrderItemRow } from '@server/db/schema';
import type { Tx } from '@server/db/transaction';
import { conflict, notFound } from '@server/lib/errors';
import { queueMail } from '@server/modules/mail-outbox';
import { html } from '@server/lib/html';
import type { MailMessage } from '@server/providers/mail/mailer';
import type { OrderDeps } from './order.deps.js';
import * as repo from './order.repository.js';
import { addonsOf, addressOf } from './order-view.js';

/**
 * Queues the order confirmation once, in the caller's transaction (the one that marks the order
 * paid, or the sweep's for an order paid before the outbox existed): `confirmation_sent_at` is
 * claimed with a conditional update and the mail written to the outbox together, so the order
 * has exactly one confirmation however many callers race, and the outbox sender delivers it
 * whatever happens to the relay or this process afterwards.
 */
export async function queueConfirmation(tx: Tx, deps: OrderDeps, orderId: number): Promise<boolean> {
  const k = tx.kysely;
  if (!(await repo.claimConfirmation(k, orderId, deps.nowIso()))) return false;
  const order = await repo.findById(k, orderId);
  if (!order) throw new Error(`order ${orderId} to confirm is gone`);
  const mail = confirmationMail(order, await repo.itemsOf(k, orderId), deps);
  await queueMail(tx, deps.outbox, mail, { kind: 'order_confirmation', orderId, now: deps.nowIso() });
  return true;
}

/** The confirmation of a paid order that has none yet (the sweep; an order paid before the outbox). */
export async function sendConfirmation(deps: OrderDeps, orderId: number): Promise<void> {
  await deps.db.transaction((tx) => queueConfirmation(tx, deps, orderId));
}

/**
 * Sends the confirmation of a paid order again (an operator's call: the customer lost it), and
 * writes who did it to the order's events. Not claimed: every call queues one more mail, with a
 * Message-ID of its own (a copy asked for is a new mail, not a retry).
 */
export async function resendConfirmation(deps: OrderDeps, actor: string, orderUuid: string) {
  return deps.db.transaction(async (tx) => {
    const k = tx.kysely;
    const order = await repo.findByUuid(k, orderUuid);
    if (!order) throw notFound('Order');
    if (order.payment_status !== 'success') throw conflict('Only a paid order has a confirmation to send');
    const now = deps.nowIso();
    const mail = confirmationMail(order, await repo.itemsOf(k, order.order_id), deps);
    await queueMail(tx, deps.outbox, mail, { kind: 'resend', orderId: order.order_id, now });
    await repo.addEvent(k, {
      orderId: order.order_id,
      type: 'confirmation_resent',
      actor,
      detail: { to: order.customer_email },
      now,
    });
    return { sentTo: order.customer_email };
  });
}

function addressLines(a: OrderAddress): string[] {
  return [
    a.fullName,
    a.addressLine1,
    ...(a.addressLine2 ? [a.addressLine2] : []),
    `${a.city}, ${a.stateOrProvince} ${a.postalCode}`,
    a.countryCode,
    a.phoneNumber,
  ];
}

/** Text and HTML: items with add-ons and quantity, totals, coupon, both addresses, a link to the order. */
export function confirmationMail(
  order: CustomerOrderRow,
  items: OrderItemRow[],
  shop: { shopName: string; publicUrl: string },
): MailMessage {
  const link = `${shop.publicUrl}/user/order/${order.order_uuid}`;
  const billing = addressOf(order.billing_address_json);
  const shipping = addressOf(order.shipping_address_json);
  const itemLine = (i: OrderItemRow) => {
    const addons = addonsOf(i.addons_json).map((a) => a.name);
    return `${i.qty} × ${i.inventory_name}${addons.length ? ` (${addons.join(', ')})` : ''}`;
  };
  const totals: [string, string][] = [
    ['Items', formatMoney(order.original_amount)],
    ...(order.coupon_code
      ? ([[`Coupon ${order.coupon_code}`, `-${formatMoney(order.discount_amount)}`]] as [string, string][])
      : []),
    ['Total paid', formatMoney(order.amount)],
  ];
  const subject = `${shop.shopName}: order ${order.order_number} is confirmed`;
  const text = [
    `Thank you for your order!`,
    '',
    `Order number: ${order.order_number}`,
    '',
    ...items.map((i) => `${itemLine(i)}  ${formatMoney(i.line_total)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    'Prices include VAT.',
    '',
    'Shipping address:',
    ...addressLines(shipping),
    '',
    'Billing address:',
    ...addressLines(billing),
    '',
    `See your order: ${link}`,
  ].join('\n');
  const address = (a: OrderAddress) => html`${addressLines(a).map((line) => html`${line}<br />`)}`;
  const body = html`<!doctype html>
    <html>
      <body style="font-family:system-ui,sans-serif;color:#111">
        <p>Thank you for your order!</p>
        <p>Order number: <strong>${order.order_number}</strong></p>
        <table cellpadding="4" style="border-collapse:collapse">
          ${items.map(
            (i) =>
              html`<tr>
                <td>${itemLine(i)}</td>
                <td style="text-align:right">${formatMoney(i.line_total)}</td>
              </tr>`,
          )}
          ${totals.map(
            ([label, value]) =>
              html`<tr>
                <td>${label}</td>
                <td style="text-align:right">${value}</td>
              </tr>`,
          )}
        </table>
        <p style="color:#666">Prices include VAT.</p>
        <p><strong>Shipping address</strong><br />${address(shipping)}</p>
        <p><strong>Billing address</strong><br />${address(billing)}</p>
        <p><a href="${link}">See your order</a></p>
      </body>
    </html>`;
  return { to: order.customer_email, subject, text, html: body.value, logHint: `order ${order.order_number}` };
}
