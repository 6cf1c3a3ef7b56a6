import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profileFixture } from '@web/test/fixtures/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleOrderDetail } from '@shared/schemas/console';
import type { ConsoleMail } from '@shared/schemas/console-mails';
import type { OrderRefund } from '@shared/schemas/order';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { OrderDetailPage } from './order-detail-page';

const ORDER = '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a11';

const address = {
  fullName: 'Ann Example',
  phoneNumber: '415 555 0100',
  addressLine1: '1 Market Street',
  addressLine2: '',
  city: 'San Francisco',
  stateOrProvince: 'CA',
  postalCode: '94105',
  countryCode: 'US',
};

/** A paid order of two lines, nothing shipped or refunded yet. */
const paidOrder = (): Omit<ConsoleOrderDetail, 'refunds' | 'refundedAmount'> => ({
  order: {
    orderUuid: ORDER,
    orderId: '7K3M9-QX2TB',
    originalAmount: 21890,
    amount: 21890,
    taxAmount: 0,
    taxLines: [],
    pricesIncludeTax: true,
    shippingAmount: 0,
    shippingMethodName: 'Standard',
    deliveryDays: 5,
    currency: 'usd',
    couponCode: null,
    paymentGateway: 'stripe',
    paymentStatus: 'success',
    refundStatus: 'none',
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: null,
    itemCount: 3,
  },
  refund: null,
  shippingAddress: { ...address, addressType: 'shipping' as const },
  billingAddress: { ...address, addressType: 'billing' as const },
  items: [
    {
      orderItemId: 1,
      productId: 10,
      inventoryName: 'Linen Wrap Dress',
      coverPath: '/media/demo/product/x.svg',
      qty: 2,
      unitPrice: 8095,
      price: 16190,
      addon: ['Sage', 'M'],
      addons: [
        { addonType: 'color', name: 'Sage', price: 0 },
        { addonType: 'size', name: 'M', price: 0 },
      ],
      refundedQty: 0,
      cancelledQty: 0,
      sku: 'DRESS-SAGE-M',
    },
  ],
  customerEmail: 'ann@example.com',
  refundOutcome: null,
  shippingState: 'unshipped',
  shipments: [],
  events: [],
});

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());
// The console shows an owner every action (kit/scopes.tsx reads the profile's scopes).
beforeEach(() => server.answer({ '/user/profile': profileFixture({ role: 'operator' }) }));

const mail = (mailId: number, subject: string): ConsoleMail => ({
  mailId,
  kind: 'order_notice',
  to: 'ann@example.com',
  subject,
  status: 'pending',
  attempts: 0,
  lastError: null,
  messageId: `<${mailId}.abc@example.com>`,
  orderUuid: ORDER,
  createdAt: '2026-11-20T09:30:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
});

/**
 * A fake of the shop behind one paid order: each write adds the mail the server would queue (and
 * the refund it made), and the reads answer what is there now, as the API would.
 */
function serveOrder() {
  const mails = [mail(1, 'Your order 7K3M9-QX2TB is confirmed')];
  const refunds: OrderRefund[] = [];
  const detail = (): ConsoleOrderDetail => ({
    ...paidOrder(),
    refunds,
    refundedAmount: refunds.reduce((sum, r) => sum + r.amount, 0),
  });
  server.answer({
    [`/admin/orders/${ORDER}`]: detail,
    [`/admin/orders/${ORDER}/mails`]: () => ({ list: mails }),
    [`POST /admin/orders/${ORDER}/refunds/preview`]: {
      amount: 1250,
      items: [],
      shippingAmount: 0,
      taxAmount: 0,
      taxLines: [],
      paidAmount: 21890,
      refundedAmount: 0,
      leftAmount: 21890,
    },
    [`POST /admin/orders/${ORDER}/refunds`]: () => {
      const refund: OrderRefund = {
        refundId: 5,
        amount: 1250,
        status: 'succeeded',
        reason: 'Scratched',
        remark: null,
        createdAt: '2026-11-21T10:00:00.000Z',
        items: [],
        taxAmount: 0,
        shippingAmount: 0,
        creditNoteNumber: 'CN-000005',
      };
      refunds.push(refund);
      mails.push(mail(2, 'Your refund of $12.50 for order 7K3M9-QX2TB'));
      return refund;
    },
    [`POST /admin/orders/${ORDER}/shipments`]: () => {
      mails.push(mail(3, 'Items of order 7K3M9-QX2TB have shipped'));
      return { shipmentId: 9 };
    },
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/admin/orders/:orderUuid', Component: OrderDetailPage }], `/admin/orders/${ORDER}`);

const mailsPanel = async () => screen.findByRole('region', { name: 'Mails' });

describe('OrderDetailPage after an action', () => {
  it('a refund shows at once in Refunds and its mail in Mails, without a reload', async () => {
    const user = userEvent.setup();
    serveOrder();
    renderPage();
    expect(await within(await mailsPanel()).findByText(/is confirmed/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await user.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '12.50');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Scratched');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Refund $12.50' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(await within(refunds).findByText(/CN-000005/)).toBeInTheDocument();
    expect(await within(await mailsPanel()).findByText(/Your refund of \$12\.50/)).toBeInTheDocument();
  });

  it('a refund by items can give back the shipping too, and the preview says how much of it and of the tax', async () => {
    const user = userEvent.setup();
    serveOrder();
    const withDelivery = paidOrder();
    server.answer({
      [`/admin/orders/${ORDER}`]: {
        ...withDelivery,
        order: { ...withDelivery.order, shippingAmount: 1500, amount: 23390 },
        refunds: [],
        refundedAmount: 0,
      },
      [`POST /admin/orders/${ORDER}/refunds/preview`]: {
        amount: 9595,
        items: [{ orderItemId: 1, qty: 1, amount: 8095 }],
        shippingAmount: 1500,
        taxAmount: 733,
        taxLines: [{ name: 'CA', rate: 8.25, base: 8862, amount: 733 }],
        paidAmount: 23390,
        refundedAmount: 0,
        leftAmount: 23390,
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await user.type(within(dialog).getAllByRole('spinbutton')[0]!, '1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Refund the shipping too ($15.00)' }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Shipping')).toBeInTheDocument();
    expect(within(dialog).getByText('$15.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$7.33')).toBeInTheDocument();
    const asked = server.sent().find((r) => r.path === `/admin/orders/${ORDER}/refunds/preview`);
    expect(asked?.body).toMatchObject({ lines: [{ orderItemId: 1, qty: 1 }], refundShipping: true });
  });

  it('shipped items show their mail in Mails, without a reload', async () => {
    const user = userEvent.setup();
    serveOrder();
    renderPage();
    await within(await mailsPanel()).findByText(/is confirmed/);

    await user.click(await screen.findByRole('button', { name: 'Ship items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship items' });
    // The line shows its SKU; one of its two units goes in this parcel.
    expect(within(dialog).getByText('SKU DRESS-SAGE-M')).toBeInTheDocument();
    const units = within(dialog).getByRole('spinbutton', { name: 'Units of Linen Wrap Dress in this parcel' });
    expect(units).toHaveValue(2);
    await user.clear(units);
    await user.type(units, '1');
    await user.type(within(dialog).getByLabelText(/Carrier/), 'DHL');
    await user.type(within(dialog).getByLabelText(/Tracking number/), 'D-1');
    await user.click(within(dialog).getByRole('button', { name: 'Ship items' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const asked = server.sent().find((r) => r.path === `/admin/orders/${ORDER}/shipments`);
    expect(asked?.body).toEqual({ lines: [{ orderItemId: 1, qty: 1 }], carrierName: 'DHL', trackingNumber: 'D-1' });

    expect(await within(await mailsPanel()).findByText(/have shipped/)).toBeInTheDocument();
  });
});
