import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ok, sendJson } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { expectToHold } from '@web/test/hold';
import { serveApi } from '@web/test/serve-api';
import { orderDetailFixture, orderFixture } from '../testing/fixtures';
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
  // Someone else's order answers exactly like an unknown one.
  server.routes.set(`GET /api/order/${OTHER}`, (_req, res) =>
    sendJson(res, 404, { code: 40400, data: null, errMsg: 'Order not found' }),
  );
});
afterEach(() => toast.dismiss());

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
    const shipping = within(panel).getByRole('region', { name: 'Shipping address' });
    expect(valueIn(shipping, 'Full name')).toBe('Ann Lee');
    expect(valueIn(shipping, 'Phone')).toBe('415 555 0100');
    expect(valueIn(shipping, 'Address line 1')).toBe('11 Market Street');
    expect(valueIn(shipping, 'Address line 2')).toBe('Suite 400');
    expect(valueIn(shipping, 'City')).toBe('San Francisco');
    expect(valueIn(shipping, 'State or province')).toBe('CA');
    expect(valueIn(shipping, 'Postal code')).toBe('94105');
    expect(valueIn(shipping, 'Country')).toBe('United States');
    const billing = within(panel).getByRole('region', { name: 'Billing address' });
    expect(valueIn(billing, 'Full name')).toBe('Ann Billing');
    expect(valueIn(billing, 'Address line 1')).toBe('9 Billing Road');
    expect(valueIn(billing, 'City')).toBe('Oakland');
    expect(valueIn(billing, 'Postal code')).toBe('94607');
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
