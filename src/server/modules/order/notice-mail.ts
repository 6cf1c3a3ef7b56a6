import type { CustomerOrderRow } from '@server/db/schema';
import { html } from '@server/lib/html';
import type { Tx } from '@server/db/transaction';
import { queueMail } from '@server/modules/mail-outbox';
import type { MailMessage } from '@server/providers/mail/mailer';
import type { OrderDeps } from './order.deps.js';

/**
 * A short mail about an order after the sale (refund decided, items shipped): a subject, a few
 * lines and a link to the order. Queued in the transaction of the change, so the mail exists
 * exactly when the change does; the outbox sender delivers it, retrying while the relay is down.
 */
export async function queueOrderNotice(
  tx: Tx,
  deps: OrderDeps,
  order: Pick<CustomerOrderRow, 'order_id' | 'order_uuid' | 'order_number' | 'customer_email'>,
  notice: { subject: string; lines: string[] },
): Promise<void> {
  await queueMail(tx, deps.outbox, orderNoticeMail(order, notice, deps), {
    kind: 'order_notice',
    orderId: order.order_id,
    now: deps.nowIso(),
  });
}

export function orderNoticeMail(
  order: Pick<CustomerOrderRow, 'order_uuid' | 'order_number' | 'customer_email'>,
  notice: { subject: string; lines: string[] },
  shop: { shopName: string; publicUrl: string },
): MailMessage {
  const link = `${shop.publicUrl}/user/order/${order.order_uuid}`;
  const subject = `${shop.shopName}: ${notice.subject}`;
  const text = [...notice.lines, '', `Order number: ${order.order_number}`, `See your order: ${link}`].join('\n');
  const body = html`<!doctype html>
    <html>
      <body style="font-family:system-ui,sans-serif;color:#111">
        ${notice.lines.map((line) => html`<p>${line}</p>`)}
        <p>Order number: <strong>${order.order_number}</strong></p>
        <p><a href="${link}">See your order</a></p>
      </body>
    </html>`;
  return { to: order.customer_email, subject, text, html: body.value, logHint: `order ${order.order_number}` };
}
