import { formatMoney } from '@shared/money';
import type { OrderAddress } from '@shared/schemas/order';
import type { CustomerOrderRow, OrderItemRow } from '@server/db/schema';
import { AppError, conflict, notFound } from '@server/lib/errors';
import { html } from '@server/lib/html';
import type { MailMessage } from '@server/providers/mail/mailer';
import type { OrderDeps } from './order.deps.js';
import * as repo from './order.repository.js';
import { addonsOf, addressOf } from './order-view.js';

/**
 * Sends the order confirmation once: the mail is claimed first (`confirmation_sent_at`, a
 * conditional update), so however many fulfils race exactly one sends it. If sending fails the
 * claim is given back and the sweep tries again.
 */
export async function sendConfirmation(deps: OrderDeps, orderId: number): Promise<void> {
  const k = deps.db.kysely;
  if (!(await repo.claimConfirmation(k, orderId, deps.nowIso()))) return;
  const order = await k
    .selectFrom('customer_order')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  try {
    await deps.mailer.send(confirmationMail(order, await repo.itemsOf(k, orderId), deps));
  } catch (err) {
    deps.log.error({ err, orderNumber: order.order_number }, 'order confirmation not sent; the sweep will retry');
    await repo.unclaimConfirmation(k, orderId);
  }
}

/**
 * Sends the confirmation of a paid order again (an operator's call: the customer lost it), and
 * writes who did it to the order's events. Not claimed: every call sends one mail.
 */
export async function resendConfirmation(deps: OrderDeps, actor: string, orderUuid: string) {
  const k = deps.db.kysely;
  const order = await k.selectFrom('customer_order').selectAll().where('order_uuid', '=', orderUuid).executeTakeFirst();
  if (!order) throw notFound('Order');
  if (order.payment_status !== 'success') throw conflict('Only a paid order has a confirmation to send');
  try {
    await deps.mailer.send(confirmationMail(order, await repo.itemsOf(k, order.order_id), deps));
  } catch (err) {
    deps.log.error({ err, orderNumber: order.order_number }, 'order confirmation not sent again');
    throw new AppError('badGateway', 'The mail could not be sent; try again later');
  }
  await repo.addEvent(k, {
    orderId: order.order_id,
    type: 'confirmation_resent',
    actor,
    detail: { to: order.customer_email },
    now: deps.nowIso(),
  });
  return { sentTo: order.customer_email };
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
