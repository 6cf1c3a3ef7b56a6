import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { STORAGE_KEYS } from '@shared/constants';
import type { Order, OrderListItem } from '@shared/schemas/order';
import { leaveSite } from '@web/lib/leave-site';
import { ok, sendJson } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { stubObjectUrls, watchDownloads } from '@web/test/object-urls';
import { bodiesOf, serveApi } from '@web/test/serve-api';
import { orderListItemFixture as orderFixture } from '../testing/fixtures';
import { OrderListPage } from './order-list-page';
import { itemAt } from '@shared/item-at';

let server: Awaited<ReturnType<typeof serveApi>>;
let orders: OrderListItem[];
const leave = vi.spyOn(leaveSite, 'to');
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_2';

function route() {
  server.routes.clear();
  server.routes.set('GET /api/order/list', (req, res) => ok({ list: orders })(req, res));
  server.routes.set('POST /api/shopping-cart/order/AAAAA-00004/checkout', ok({ checkoutUrl: CHECKOUT_URL }));
}

function renderList() {
  return renderRoutes(
    [
      { path: '/user/order', Component: OrderListPage },
      { path: '/user/order/:orderUuid', element: <h1>Order detail</h1> },
    ],
    '/user/order',
  );
}

const card = (orderId: string) => screen.getByRole('article', { name: orderId });

/** Seven orders, one per state a shopper can see. */
function oneOfEach(): OrderListItem[] {
  const states: [Order['paymentStatus'], Order['refundStatus']][] = [
    ['success', 'none'],
    ['success', 'refunded'],
    ['success', 'rejected'],
    ['success', 'requested'],
    ['pending', 'none'],
    ['expired', 'none'],
    ['failed', 'none'],
    ['cancelled', 'none'],
  ];
  return states.map(([paymentStatus, refundStatus], index) =>
    orderFixture({
      orderId: `AAAAA-0000${index}`,
      orderUuid: `0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a0${index}`,
      paymentStatus,
      refundStatus,
    }),
  );
}

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.requests.length = 0;
  leave.mockReset();
  leave.mockImplementation(() => {});
  orders = oneOfEach();
  route();
});
afterEach(() => leave.mockReset());

describe('OrderListPage', () => {
  it('shows one card per order with its number, the badge of its state, amount and created time', async () => {
    orders = [orderFixture({ amount: 123456, createdAt: '2026-03-04T05:06:07.000Z' })];
    renderList();
    const order = await screen.findByRole('article', { name: '7K3M9-QX2TB' });
    expect(order).toHaveTextContent('Payment Success');
    expect(order).toHaveTextContent('Amount$1,234.56');
    // Dates show as MM/DD/YYYY HH:mm:ss in the shopper's local time.
    const created = dayjs('2026-03-04T05:06:07.000Z').format('MM/DD/YYYY HH:mm:ss');
    expect(created).toMatch(/^03\/0[34]\/2026 \d\d:06:07$/);
    expect(order).toHaveTextContent(`Created${created}`);
    expect(within(order).getByRole('link', { name: /Detail/ })).toHaveAttribute(
      'href',
      '/user/order/0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a11',
    );
    // Paid orders have nothing to pay.
    expect(within(order).queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('says each state in plain words, and only an order awaiting payment offers Pay now', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('article', { name: 'AAAAA-00000' });
    await user.click(screen.getByRole('checkbox', { name: 'Show unpaid and cancelled (3)' }));
    const expected = [
      'Payment Success',
      'Refunded',
      'Refund Rejected',
      'Refund Requested',
      'Awaiting Payment',
      'Payment Expired',
      'Payment Failed',
      'Cancelled',
    ];
    expected.forEach((label, index) => {
      const order = card(`AAAAA-0000${index}`);
      expect(order).toHaveTextContent(label);
      const payNow = within(order).queryByRole('button', { name: 'Pay now' });
      if (label === 'Awaiting Payment') expect(payNow).toBeInTheDocument();
      else expect(payNow).toBeNull();
    });
    expect(screen.getAllByRole('button', { name: 'Pay now' })).toHaveLength(1);
  });

  it('keeps orders that ended unpaid (expired, failed, cancelled) out of the list until asked', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('article', { name: 'AAAAA-00000' });
    const shown = () =>
      within(screen.getByRole('list', { name: 'Orders' }))
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent);
    expect(shown()).toEqual(['AAAAA-00000', 'AAAAA-00001', 'AAAAA-00002', 'AAAAA-00003', 'AAAAA-00004']);
    const toggle = screen.getByRole('checkbox', { name: 'Show unpaid and cancelled (3)' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(shown()).toHaveLength(8);
    await user.click(toggle);
    expect(shown()).toHaveLength(5);
  });

  it('has no toggle when nothing is left out', async () => {
    orders = [orderFixture()];
    renderList();
    await screen.findByRole('article', { name: '7K3M9-QX2TB' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the first items (picture and name, "+2 more") and, once paid, where the goods are', async () => {
    const items = ['Linen Wrap Dress', 'Stoneware Mug', 'Oak Tray'].map((inventoryName, index) => ({
      inventoryName,
      coverPath: `/media/demo/product/p-${index}.svg`,
      qty: 1,
      cancelledQty: 0,
    }));
    orders = [
      orderFixture({ orderId: 'AAAAA-00001', firstItems: items, lineCount: 5, shippingState: 'partly_shipped' }),
      orderFixture({
        orderId: 'AAAAA-00002',
        orderUuid: '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a02',
        shippingState: 'delivered',
      }),
      orderFixture({
        orderId: 'AAAAA-00003',
        orderUuid: '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a03',
        paymentStatus: 'pending',
      }),
    ];
    renderList();
    const first = await screen.findByRole('article', { name: 'AAAAA-00001' });
    const list = within(first).getByRole('list', { name: 'Items' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Linen Wrap Dress', 'Stoneware Mug', 'Oak Tray', '+2 more']);
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/demo/product/p-0.svg');
    expect(first).toHaveTextContent('Payment SuccessPartly shipped');
    expect(card('AAAAA-00002')).toHaveTextContent('Delivered');
    expect(card('AAAAA-00002')).toHaveTextContent('Linen Wrap Dress × 2');
    // An unpaid order ships nothing: no shipping state.
    expect(card('AAAAA-00003')).not.toHaveTextContent('Not shipped');
  });

  it('counts what is still coming on a card: one of two lamps cancelled reads "× 1, 1 cancelled", a line cancelled whole says so', async () => {
    orders = [
      orderFixture({
        orderId: 'AAAAA-00001',
        firstItems: [
          { inventoryName: 'Brass Lamp', coverPath: '/media/demo/product/lamp-0.svg', qty: 2, cancelledQty: 1 },
          { inventoryName: 'Oak Tray', coverPath: '/media/demo/product/tray-0.svg', qty: 1, cancelledQty: 1 },
        ],
        lineCount: 2,
      }),
    ];
    renderList();
    const items = within(await screen.findByRole('article', { name: 'AAAAA-00001' })).getByRole('list', {
      name: 'Items',
    });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Brass Lamp × 1, 1 cancelled', 'Oak Tray (cancelled)']);
  });

  it('after a payment, thanks for the order, says what happens next and highlights it', async () => {
    orders = [
      orderFixture({ orderId: 'AAAAA-00001' }),
      orderFixture({ orderId: 'AAAAA-00002', orderUuid: '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a02' }),
    ];
    const { router } = renderList();
    await screen.findByRole('article', { name: 'AAAAA-00001' });
    expect(screen.queryByText(/Thank you/)).toBeNull();
    await router.navigate('/user/order', { replace: true, state: { paidOrder: 'AAAAA-00002' } });
    const thanks = await screen.findByRole('heading', { name: 'Thank you — order AAAAA-00002 is paid' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Thank you — order AAAAA-00002 is paid' })).toHaveTextContent(
      /A confirmation is on its way to your email\. We pack it next and email you again when it ships/,
    );
    expect(card('AAAAA-00002')).toHaveAttribute('data-highlighted', 'true');
    expect(card('AAAAA-00001')).not.toHaveAttribute('data-highlighted');
  });

  it('Pay now starts the checkout again and sends the browser to the payment page', async () => {
    const user = userEvent.setup();
    renderList();
    const pending = await screen.findByRole('article', { name: 'AAAAA-00004' });
    await user.click(within(pending).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    const origin = window.location.origin;
    expect(bodiesOf(server, '/api/shopping-cart/order/AAAAA-00004/checkout')).toEqual([
      {
        paymentGateway: 'stripe',
        successUrl: `${origin}/order?status=success&orderId=AAAAA-00004`,
        cancelUrl: `${origin}/user/order`,
      },
    ]);
    expect(within(pending).getByRole('button', { name: 'Pay now' })).toBeDisabled();
  });

  it("says 'The order list is empty' when there are no orders", async () => {
    orders = [];
    renderList();
    expect(await screen.findByText('The order list is empty')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('Detail opens the order', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    await user.click(within(await screen.findByRole('article', { name: 'AAAAA-00001' })).getByRole('link'));
    expect(router.state.location.pathname).toBe('/user/order/0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a01');
  });
});

describe('Get Invoice', () => {
  const PDF = '%PDF-1.4 invoice of AAAAA-00000';
  const INVOICE = '/api/order/0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a00/invoice-pdf';
  let objectUrls: ReturnType<typeof stubObjectUrls>;
  let downloads: ReturnType<typeof watchDownloads>;

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
    objectUrls = stubObjectUrls();
    downloads = watchDownloads();
  });
  afterEach(() => {
    objectUrls.restore();
    downloads.restore();
  });

  it('is offered only on paid orders without a refund', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('article', { name: 'AAAAA-00000' });
    await user.click(screen.getByRole('checkbox', { name: /Show unpaid and cancelled/ }));
    expect(within(card('AAAAA-00000')).getByRole('button', { name: 'Get Invoice' })).toBeInTheDocument();
    for (const index of [1, 2, 3, 4, 5, 6, 7]) {
      expect(within(card(`AAAAA-0000${index}`)).queryByRole('button', { name: 'Get Invoice' })).toBeNull();
    }
  });

  it('downloads the PDF as {orderId}.pdf, busy while it is fetched', async () => {
    let release = () => {};
    server.routes.set(`GET ${INVOICE}`, (_req, res) => {
      release = () => res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(PDF);
    });
    const user = userEvent.setup();
    renderList();
    const paid = await screen.findByRole('article', { name: 'AAAAA-00000' });
    await user.click(within(paid).getByRole('button', { name: 'Get Invoice' }));

    await waitFor(() => expect(server.requests.map((r) => r.url)).toContain(INVOICE));
    const button = within(paid).getByRole('button', { name: 'Get Invoice' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() => expect(downloads.downloads).toHaveLength(1));
    expect(downloads.downloads[0]).toEqual({ href: 'blob:test/1', fileName: 'AAAAA-00000.pdf' });
    expect(itemAt(objectUrls.made, 0).type).toBe('application/pdf');
    expect(itemAt(objectUrls.made, 0).size).toBe(PDF.length);
    await waitFor(() => expect(within(paid).getByRole('button', { name: 'Get Invoice' })).toBeEnabled());
    // The invoice is asked for with the shopper's token, like every API call.
    expect(server.requests.find((r) => r.url === INVOICE)?.headers.authorization).toBe('Bearer access-1');
  });

  it("an invoice the server refuses saves nothing and shows the server's reason", async () => {
    server.routes.set(`GET ${INVOICE}`, (_req, res) =>
      sendJson(res, 409, { code: 40900, data: null, errMsg: 'The invoice is not ready yet' }),
    );
    const user = userEvent.setup();
    renderList();
    const paid = await screen.findByRole('article', { name: 'AAAAA-00000' });
    await user.click(within(paid).getByRole('button', { name: 'Get Invoice' }));
    expect(await screen.findByText('The invoice is not ready yet')).toBeInTheDocument();
    expect(downloads.downloads).toEqual([]);
    expect(within(paid).getByRole('button', { name: 'Get Invoice' })).toBeEnabled();
  });
});
