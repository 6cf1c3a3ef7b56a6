import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ok, sendJson } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { expectToHold } from '@web/test/hold';
import { stubObjectUrls, watchDownloads } from '@web/test/object-urls';
import { bodiesOf, serveApi } from '@web/test/serve-api';
import type { OrderDetail } from '@shared/schemas/order';
import { orderDetailFixture, orderFixture, shipmentFixture } from '../testing/fixtures';
import { OrderDetailPage } from './order-detail-page';

let server: Awaited<ReturnType<typeof serveApi>>;
const UUID = '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a11';
const OTHER = '5d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6';
const toastError = vi.spyOn(toast, 'error');

const renderDetail = (path: string) =>
  renderRoutes([{ path: '/user/order/:orderUuid', Component: OrderDetailPage }], path);

/** The value printed beside a label inside an element. */
function valueIn(container: HTMLElement, label: string): string | null | undefined {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.requests.length = 0;
  toastError.mockClear();
  server.routes.clear();
  server.routes.set(`GET /api/order/${UUID}`, ok(orderDetailFixture()));
  server.routes.set(`GET /api/order/${UUID}/shipments`, ok({ list: [] }));
  server.routes.set(`GET /api/order/${UUID}/review`, ok({ list: [] }));
  // Someone else's order answers exactly like an unknown one.
  server.routes.set(`GET /api/order/${OTHER}`, (_req, res) =>
    sendJson(res, 404, { code: 40400, data: null, errMsg: 'Order not found' }),
  );
});

describe('OrderDetailPage', () => {
  it('Order Info shows number, prices, tax, currency, coupon, gateway and status', async () => {
    renderDetail(`/user/order/${UUID}`);
    const info = await screen.findByRole('tabpanel', { name: 'Order Info' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order 7K3M9-QX2TB');
    expect(valueIn(info, 'Order number')).toBe('7K3M9-QX2TB');
    expect(valueIn(info, 'Original price')).toBe('$242.90');
    expect(valueIn(info, 'Actual price')).toBe('$218.61');
    expect(valueIn(info, 'Tax')).toBe('$0.00');
    expect(valueIn(info, 'Currency')).toBe('USD');
    expect(valueIn(info, 'Coupon')).toBe('WELCOME10');
    expect(valueIn(info, 'Gateway')).toBe('Stripe');
    expect(valueIn(info, 'Status')).toBe('Payment Success');
  });

  it('Order Info shows the delivery as chosen and one tax line per rate under the tax', async () => {
    const taxLines = [
      { name: 'CA sales tax', rate: 8.25, base: 21861, amount: 1804 },
      { name: 'CA sales tax (shipping)', rate: 8.25, base: 1500, amount: 124 },
    ];
    server.routes.set(
      `GET /api/order/${UUID}`,
      ok(
        orderDetailFixture(
          orderFixture({
            amount: 25289,
            shippingAmount: 1500,
            shippingMethodName: 'Express',
            deliveryDays: 2,
            pricesIncludeTax: false,
            taxAmount: 1928,
            taxLines,
          }),
        ),
      ),
    );
    renderDetail(`/user/order/${UUID}`);
    const info = await screen.findByRole('tabpanel', { name: 'Order Info' });
    expect(valueIn(info, 'Delivery')).toBe('$15.00Express, delivered within 2 days');
    expect(valueIn(info, 'Actual price')).toBe('$252.89');
    const lines = within(info).getByRole('list', { name: 'Tax lines' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CA sales tax 8.25 % of $218.61: $18.04', 'CA sales tax (shipping) 8.25 % of $15.00: $1.24']);
    expect(within(info).getByText('$19.28')).toHaveTextContent('$19.28 (added to the prices)');
  });

  it('an order placed before shipping methods existed shows its delivery without a method', async () => {
    server.routes.set(
      `GET /api/order/${UUID}`,
      ok(orderDetailFixture(orderFixture({ shippingMethodName: null, deliveryDays: null }))),
    );
    renderDetail(`/user/order/${UUID}`);
    const info = await screen.findByRole('tabpanel', { name: 'Order Info' });
    expect(valueIn(info, 'Delivery')).toBe('$0.00');
    expect(within(info).queryByRole('list', { name: 'Tax lines' })).toBeNull();
  });

  it('says None for an order without a coupon, and the plain-words state of an unpaid one', async () => {
    server.routes.set(
      `GET /api/order/${UUID}`,
      ok(orderDetailFixture(orderFixture({ couponCode: null, paymentStatus: 'expired' }))),
    );
    renderDetail(`/user/order/${UUID}`);
    const info = await screen.findByRole('tabpanel', { name: 'Order Info' });
    expect(valueIn(info, 'Coupon')).toBe('None');
    expect(valueIn(info, 'Status')).toBe('Payment Expired');
  });

  it('Address Info shows the billing and shipping snapshots with the country name', async () => {
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    await user.click(await screen.findByRole('tab', { name: 'Address Info' }));
    const panel = screen.getByRole('tabpanel', { name: 'Address Info' });
    // Each address as one block, as a label prints it: every field of the snapshot, in order.
    const shipping = within(panel).getByRole('region', { name: 'Shipping address' });
    expect([...shipping.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual([
      'Ann Lee',
      '11 Market Street',
      'Suite 400',
      'San Francisco, CA 94105',
      'United States',
      'Phone: 415 555 0100',
    ]);
    const billing = within(panel).getByRole('region', { name: 'Billing address' });
    expect(billing).toHaveTextContent('Ann Billing9 Billing RoadOakland, CA 94607United StatesPhone: 415 555 0100');
  });

  it('reads like a receipt at the top: payment and shipping state, then paid, refunded and net; items say what was cancelled', async () => {
    const user = userEvent.setup();
    const detail = orderDetailFixture(orderFixture({ refundStatus: 'partially_refunded' }));
    detail.refundedAmount = 8095;
    // One of the two dresses was cancelled by the shop before shipping; the candle shipped.
    detail.items = detail.items.map((i) => (i.orderItemId === 1 ? { ...i, refundedQty: 1, cancelledQty: 1 } : i));
    server.routes.set(`GET /api/order/${UUID}`, ok(detail));
    server.routes.set(`GET /api/order/${UUID}/shipments`, ok({ list: [shipmentFixture({ orderItemId: 2 })] }));
    renderDetail(`/user/order/${UUID}`);
    const dd = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(dd('Shipping')).toHaveTextContent('Partly shipped'));
    expect(dd('Payment')).toHaveTextContent('Partially Refunded');
    expect(dd('Paid')).toHaveTextContent('$218.61');
    expect(dd('Refunded')).toHaveTextContent('−$80.95');
    expect(dd('Net')).toHaveTextContent('$137.66');

    await user.click(screen.getByRole('tab', { name: 'Order Items' }));
    const dress = screen.getByRole('article', { name: 'Linen Wrap Dress' });
    expect(dress).toHaveTextContent('1 of 2 cancelled');
    expect(dress).not.toHaveTextContent('refunded');
    expect(dress.querySelector('img')).toHaveAttribute('src', '/media/demo/product/x.svg');
  });

  it('an order not yet paid says so at the top, with nothing paid and no shipping state', async () => {
    server.routes.set(`GET /api/order/${UUID}`, ok(orderDetailFixture(orderFixture({ paymentStatus: 'pending' }))));
    renderDetail(`/user/order/${UUID}`);
    const dd = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(dd('Payment')).toHaveTextContent('Awaiting Payment'));
    expect(dd('Paid')).toHaveTextContent('$0.00');
    expect(screen.queryByText('Shipping', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Net', { selector: 'dt' })).toBeNull();
  });

  it('Order Items shows each item with its price, quantity and add-ons', async () => {
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    await user.click(await screen.findByRole('tab', { name: 'Order Items' }));
    const panel = screen.getByRole('tabpanel', { name: 'Order Items' });
    const dress = within(panel).getByRole('article', { name: 'Linen Wrap Dress' });
    expect(dress).toHaveTextContent('2 × $80.95');
    expect(dress).toHaveTextContent('Price $161.90');
    expect(within(dress).getByRole('list', { name: 'Add-ons' })).toHaveTextContent('Color: Sage');
    expect(within(dress).getByRole('list', { name: 'Add-ons' })).toHaveTextContent('Size: M');
    const candle = within(panel).getByRole('article', { name: 'Three-Wick Candle' });
    expect(candle).toHaveTextContent('1 × $57.00');
    expect(within(candle).queryByRole('list', { name: 'Add-ons' })).toBeNull();
  });

  it('an unknown or foreign order shows a not-found state without an error toast', async () => {
    renderDetail(`/user/order/${OTHER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/user/order');
    expect(server.requests.map((r) => r.url)).toEqual([`/api/order/${OTHER}`]);
    await expectToHold(() => expect(toastError).not.toHaveBeenCalled());
  });

  it('a path that is no order id shows not-found without asking the API', async () => {
    renderDetail('/user/order/not-a-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    await expectToHold(() => expect(server.requests).toEqual([]));
  });
});

describe('Refund', () => {
  let detail: OrderDetail;
  const REFUND = `/api/order/${UUID}/refund`;

  beforeEach(() => {
    detail = orderDetailFixture();
    server.routes.set(`GET /api/order/${UUID}`, (req, res) => ok(detail)(req, res));
    server.routes.set(`POST ${REFUND}`, (req, res) => {
      const { reason } = JSON.parse(req.body) as { reason: string };
      detail = {
        ...detail,
        order: { ...detail.order, refundStatus: 'requested' },
        refund: { status: 'requested', reason, remark: null },
      };
      ok({ refundStatus: 'requested' })(req, res);
    });
  });

  it('a blank reason sends nothing', async () => {
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'Request Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Refund' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Reason must not be empty')).toBeInTheDocument();
    await expectToHold(() => expect(bodiesOf(server, REFUND)).toEqual([]));
    expect(screen.queryByRole('tab', { name: 'Refund Info' })).toBeNull();
  });

  it('a reason is sent, the order reloads and its Refund Info tab appears', async () => {
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    expect(await screen.findByRole('tab', { name: 'Order Info' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Refund Info' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Refund' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Reason' }), '  The seam came apart.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const panel = await screen.findByRole('tabpanel', { name: 'Refund Info' });
    expect(bodiesOf(server, REFUND)).toEqual([{ reason: 'The seam came apart.' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Refund Info' })).toHaveAttribute('aria-selected', 'true');
    expect(valueIn(panel, 'Status')).toBe('Refund Requested');
    expect(valueIn(panel, 'Reason')).toBe('The seam came apart.');
    expect(valueIn(panel, 'Remark')).toBe('—');
    // Asked once: no second refund from the same page.
    expect(screen.queryByRole('button', { name: 'Request Refund' })).toBeNull();
  });

  it('a refused request keeps the dialog as typed and shows the reason', async () => {
    server.routes.set(`POST ${REFUND}`, (_req, res) =>
      sendJson(res, 409, { code: 40900, data: null, errMsg: 'This order can no longer be refunded' }),
    );
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'Request Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Refund' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Reason' }), 'Too late?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('This order can no longer be refunded', { position: 'top-center' }),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Too late?');
  });

  it('an order with a refund shows Refund Info (status, reason, remark) and no Request Refund', async () => {
    detail = {
      ...orderDetailFixture(orderFixture({ refundStatus: 'rejected' })),
      refund: { status: 'rejected', reason: 'Wrong size', remark: 'Worn items cannot be returned' },
    };
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    await user.click(await screen.findByRole('tab', { name: 'Refund Info' }));
    const panel = screen.getByRole('tabpanel', { name: 'Refund Info' });
    expect(valueIn(panel, 'Status')).toBe('Refund Rejected');
    expect(valueIn(panel, 'Reason')).toBe('Wrong size');
    expect(valueIn(panel, 'Remark')).toBe('Worn items cannot be returned');
    expect(screen.queryByRole('button', { name: 'Request Refund' })).toBeNull();
  });

  it('an unpaid order offers no refund', async () => {
    detail = orderDetailFixture(orderFixture({ paymentStatus: 'pending' }));
    renderDetail(`/user/order/${UUID}`);
    await screen.findByRole('tab', { name: 'Order Info' });
    expect(screen.queryByRole('button', { name: 'Request Refund' })).toBeNull();
  });
});

describe('Check Shipment', () => {
  it('shows carrier, the tracking number linked to the carrier (new tab) and the status', async () => {
    server.routes.set(
      `GET /api/order/${UUID}/shipments`,
      ok({
        list: [
          shipmentFixture(),
          shipmentFixture({
            shipmentId: 32,
            orderItemId: 2,
            carrierName: 'Northwind Courier',
            trackingNumber: 'NW-0042',
            shipmentStatus: 'delivered',
            trackingUrl: null,
          }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    await user.click(await screen.findByRole('tab', { name: 'Order Items' }));
    const dress = screen.getByRole('article', { name: 'Linen Wrap Dress' });
    await user.click(await within(dress).findByRole('button', { name: 'Check Shipment' }));

    const dialog = screen.getByRole('dialog', { name: 'Shipment' });
    expect(valueIn(dialog, 'Carrier')).toBe('UPS');
    const link = within(dialog).getByRole('link', { name: /1Z999AA10123456784/ });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(valueIn(dialog, 'Status')).toBe('In transit');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Without a tracking URL the number is plain text.
    const candle = screen.getByRole('article', { name: 'Three-Wick Candle' });
    await user.click(within(candle).getByRole('button', { name: 'Check Shipment' }));
    const second = screen.getByRole('dialog', { name: 'Shipment' });
    expect(valueIn(second, 'Carrier')).toBe('Northwind Courier');
    expect(valueIn(second, 'Tracking number')).toBe('NW-0042');
    expect(within(second).queryByRole('link')).toBeNull();
    expect(valueIn(second, 'Status')).toBe('Delivered');
  });

  it('a line shipped in two parcels lists both, each with its units; the order is shipped once every unit is', async () => {
    const user = userEvent.setup();
    const firstDress = shipmentFixture({ qty: 1 });
    const candle = shipmentFixture({
      shipmentId: 32,
      orderItemId: 2,
      carrierName: 'Northwind Courier',
      trackingUrl: null,
    });
    server.routes.set(`GET /api/order/${UUID}/shipments`, ok({ list: [firstDress, candle] }));
    const { unmount } = renderDetail(`/user/order/${UUID}`);
    const dd = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    // One of the two dresses is in a parcel: the order is partly shipped.
    await waitFor(() => expect(dd('Shipping')).toHaveTextContent('Partly shipped'));
    unmount();

    const secondDress = shipmentFixture({ shipmentId: 33, qty: 1, trackingNumber: '1Z999AA10123456785' });
    server.routes.set(`GET /api/order/${UUID}/shipments`, ok({ list: [firstDress, candle, secondDress] }));
    renderDetail(`/user/order/${UUID}`);
    await waitFor(() => expect(dd('Shipping')).toHaveTextContent('Shipped'));
    await user.click(screen.getByRole('tab', { name: 'Order Items' }));
    const dress = screen.getByRole('article', { name: 'Linen Wrap Dress' });
    await user.click(await within(dress).findByRole('button', { name: 'Check Shipment' }));
    const dialog = screen.getByRole('dialog', { name: 'Shipment' });
    const first = within(dialog).getByRole('region', { name: 'Parcel 1 of 2: 1 unit' });
    const second = within(dialog).getByRole('region', { name: 'Parcel 2 of 2: 1 unit' });
    expect(within(first).getByRole('link', { name: /1Z999AA10123456784/ })).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /1Z999AA10123456785/ })).toBeInTheDocument();
  });

  it('an item that has not shipped offers no Check Shipment', async () => {
    server.routes.set(`GET /api/order/${UUID}/shipments`, ok({ list: [shipmentFixture()] }));
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    await user.click(await screen.findByRole('tab', { name: 'Order Items' }));
    const dress = screen.getByRole('article', { name: 'Linen Wrap Dress' });
    expect(await within(dress).findByRole('button', { name: 'Check Shipment' })).toBeInTheDocument();
    const candle = screen.getByRole('article', { name: 'Three-Wick Candle' });
    expect(within(candle).queryByRole('button', { name: 'Check Shipment' })).toBeNull();
  });

  it('an unpaid order is not asked about shipments or reviews, and offers neither', async () => {
    server.routes.set(`GET /api/order/${UUID}`, ok(orderDetailFixture(orderFixture({ paymentStatus: 'pending' }))));
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    await user.click(await screen.findByRole('tab', { name: 'Order Items' }));
    await expectToHold(() => expect(server.requests.map((r) => r.url)).toEqual([`/api/order/${UUID}`]));
    expect(screen.queryByRole('button', { name: /Shipment|Review/ })).toBeNull();
  });
});

describe('A partly refunded order', () => {
  const NOTE = `/api/order/${UUID}/credit-notes/41.pdf`;
  const partly: OrderDetail = {
    ...orderDetailFixture(orderFixture({ refundStatus: 'partially_refunded' })),
    refund: { status: 'partially_refunded', reason: 'One candle arrived broken', remark: null },
    refundedAmount: 2500,
    refunds: [
      {
        refundId: 41,
        amount: 2000,
        status: 'succeeded',
        reason: 'One candle arrived broken',
        remark: null,
        createdAt: '2026-03-05T10:00:00.000Z',
        items: [{ orderItemId: 2, qty: 1 }],
        taxAmount: 0,
        shippingAmount: 0,
        creditNoteNumber: 'CN-000007',
      },
      {
        refundId: 42,
        amount: 500,
        status: 'pending',
        reason: 'Late delivery',
        remark: null,
        createdAt: '2026-03-06T10:00:00.000Z',
        items: [],
        taxAmount: 0,
        shippingAmount: 0,
        creditNoteNumber: null,
      },
    ],
  };
  partly.items = partly.items.map((i) => (i.orderItemId === 2 ? { ...i, refundedQty: 1 } : i));

  it('shows its refunds, what each covered, the units refunded per item, and downloads a credit note', async () => {
    const objectUrls = stubObjectUrls();
    const downloads = watchDownloads();
    server.routes.set(`GET /api/order/${UUID}`, ok(partly));
    server.routes.set(`GET ${NOTE}`, (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.3'),
    );
    const user = userEvent.setup();
    renderDetail(`/user/order/${UUID}`);
    expect((await screen.findAllByText('Partially Refunded')).length).toBeGreaterThan(0);
    // A partly refunded order can still be asked for the rest.
    expect(screen.getByRole('button', { name: 'Request Refund' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Refund Info' }));
    const panel = screen.getByRole('tabpanel', { name: 'Refund Info' });
    expect(valueIn(panel, 'Reason')).toBe('One candle arrived broken');
    const refunds = within(panel).getByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Refunded $25.00 of $218.61');
    expect(refunds).toHaveTextContent('$20.00 · Refunded');
    expect(refunds).toHaveTextContent('1 × Three-Wick Candle');
    expect(refunds).toHaveTextContent('$5.00 · On its way');
    await user.click(within(refunds).getByRole('button', { name: 'Credit note CN-000007' }));
    await waitFor(() => expect(downloads.downloads).toHaveLength(1));
    expect(downloads.downloads[0]?.fileName).toBe('CN-000007.pdf');
    expect(within(refunds).getAllByRole('button')).toHaveLength(1); // none for the refund still on its way

    await user.click(screen.getByRole('tab', { name: 'Order Items' }));
    const candle = screen.getByRole('article', { name: 'Three-Wick Candle' });
    expect(candle).toHaveTextContent('Refunded');
    objectUrls.restore();
    downloads.restore();
  });
});
