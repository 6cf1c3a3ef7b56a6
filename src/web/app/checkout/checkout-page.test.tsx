import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Address } from '@shared/schemas/address';
import type { CartItem } from '@shared/schemas/cart';
import type { ShippingMethodChoice } from '@shared/schemas/shipping';
import { leaveSite } from '@web/lib/leave-site';
import { ok, sendJson } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { orderFixture } from '@web/features/order/testing/fixtures';
import { expectToHold } from '@web/test/hold';
import { bodiesOf, serveApi } from '@web/test/serve-api';
import { CheckoutPage } from './checkout-page';
import { itemAt } from '@shared/item-at';

/**
 * The checkout page against a real local HTTP server that answers like the API: a cart priced
 * with WELCOME10 = 10 % off, an address book, and the order calls (create, checkout, capture).
 */
let server: Awaited<ReturnType<typeof serveApi>>;
let lines: CartItem[];
let book: Address[];
let holdOrder: Promise<void> | null;
const toastError = vi.spyOn(toast, 'error');
const toastDismiss = vi.spyOn(toast, 'dismiss');
const leave = vi.spyOn(leaveSite, 'to');

const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';

function line(cartItemId: number, name: string, unitPrice: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    cartItemId,
    productId: cartItemId * 10,
    name,
    coverPath: '/media/demo/product/x.svg',
    qty: 1,
    unitPrice,
    totalPrice: unitPrice,
    deliveryTime: 3,
    isValid: true,
    colorAddon: null,
    sizeAddon: null,
    shipAddon: null,
    accessoryAddon: null,
    ...overrides,
  };
}

function address(addressId: number, fullName: string, overrides: Partial<Address> = {}): Address {
  return {
    addressId,
    fullName,
    phoneNumber: '415 555 0100',
    addressLine1: `${addressId} Market Street`,
    addressLine2: '',
    city: 'San Francisco',
    stateOrProvince: 'CA',
    postalCode: '94105',
    addressType: 'shipping',
    countryCode: 'US',
    isDefault: false,
    ...overrides,
  };
}

const STANDARD: ShippingMethodChoice = { shippingMethodId: 1, name: 'Standard', price: 0, deliveryDays: 5 };
const EXPRESS: ShippingMethodChoice = { shippingMethodId: 2, name: 'Express', price: 1500, deliveryDays: 2 };
/** Where the shop delivers: everywhere but Alaska (address 13). */
const UNCOVERED_ADDRESS = 13;
const methodsFor = (addressId: number) => (addressId === UNCOVERED_ADDRESS ? [] : [STANDARD, EXPRESS]);

function route() {
  server.routes.clear();
  server.routes.set('GET /api/shopping-cart/list', (req, res) => ok({ list: lines })(req, res));
  server.routes.set('GET /api/shopping-cart/estimated-price', (req, res) => {
    const code = new URL(req.url, server.origin).searchParams.get('couponCode') ?? '';
    if (code && code !== 'WELCOME10') {
      sendJson(res, 400, { code: 40000, data: null, errMsg: `Coupon code "${code}" is not valid` });
      return;
    }
    const itemsTotal = lines.filter((l) => l.isValid).reduce((sum, l) => sum + l.totalPrice, 0);
    const discount = code ? Math.round(itemsTotal / 10) : 0;
    // The shipping address's cheapest method, unless one is chosen; none where no zone delivers.
    const query = new URL(req.url, server.origin).searchParams;
    const choices = methodsFor(Number(query.get('shippingAddressId') ?? 11));
    const method = choices.find((m) => m.shippingMethodId === Number(query.get('shippingMethodId'))) ?? choices[0];
    const shippingAmount = method?.price ?? 0;
    ok({
      amount: itemsTotal - discount + shippingAmount,
      deliveryTime: method?.deliveryDays ?? 3,
      itemsTotal,
      discount,
      couponCode: code || null,
      shippingAmount,
      shippingMethodId: method?.shippingMethodId ?? null,
      shippingMethodName: method?.name ?? null,
      pricesIncludeTax: true,
      taxAmount: 0,
      taxLines: [],
    })(req, res);
  });
  server.routes.set('GET /api/shopping-cart/shipping-methods', (req, res) => {
    const addressId = Number(new URL(req.url, server.origin).searchParams.get('shippingAddressId'));
    ok({ list: methodsFor(addressId) })(req, res);
  });
  server.routes.set('GET /api/user/addresses', (req, res) => {
    const type = new URL(req.url, server.origin).searchParams.get('addressType');
    const list = book.filter((a) => a.addressType === type).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    ok({ list })(req, res);
  });
  server.routes.set('POST /api/user/address/creation', (req, res) => {
    const body = JSON.parse(req.body) as Omit<Address, 'addressId'>;
    const created = { ...body, addressId: 100 + book.length };
    book.push(created);
    ok(created)(req, res);
  });
  server.routes.set('POST /api/shopping-cart/order', async (req, res) => {
    if (holdOrder) await holdOrder;
    ok({ orderId: '7K3M9-QX2TB', orderUuid: '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a11' })(req, res);
  });
  server.routes.set('POST /api/shopping-cart/order/7K3M9-QX2TB/checkout', ok({ checkoutUrl: CHECKOUT_URL }));
  server.routes.set('GET /api/shopping-cart/order/7K3M9-QX2TB/capture', (req, res) => {
    lines = [];
    ok(
      orderFixture({
        orderId: '7K3M9-QX2TB',
        orderUuid: '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a11',
        paymentStatus: 'success',
      }),
    )(req, res);
  });
}

function renderCheckout(path: string) {
  return renderRoutes(
    [
      { path: '/order', Component: CheckoutPage },
      { path: '/user/order', element: <h1>My Orders</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    path,
  );
}

const requestsTo = (path: string) => server.requests.filter((r) => r.url.split('?')[0] === path);
const section = (name: string | RegExp) => screen.getByRole('region', { name });
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
const deliveryStep = () =>
  within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem')[1];

/** Waits until the delivery to the shipping address is known (its cheapest method chosen). */
const methodsShown = async () =>
  expect(await screen.findByRole('radio', { name: /^Standard/, checked: true })).toBeInTheDocument();

/** Waits until both address sections have an answer (a default, or the 'click to select' prompt). */
async function addressesShown() {
  await waitFor(() => {
    for (const name of ['Shipping Address', 'Billing Address']) {
      expect(within(section(name)).getByRole('button')).toBeInTheDocument();
    }
  });
}

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());

beforeEach(() => {
  holdOrder = null;
  server.requests.length = 0;
  toastError.mockClear();
  toastDismiss.mockClear();
  leave.mockReset();
  // jsdom cannot leave the page; the spy records where the shop sent the browser.
  leave.mockImplementation(() => {});
  lines = [
    line(1, 'Linen Wrap Dress', 8095, { qty: 2, totalPrice: 16190, colorAddon: { addonId: 3, name: 'Sage' } }),
    line(2, 'Three-Wick Candle', 5700),
    line(3, 'Stoneware Mug', 2400),
  ];
  book = [
    address(11, 'Ann Lee', { isDefault: true }),
    address(12, 'Ann at Work', { addressLine1: '500 Howard Street' }),
    address(21, 'Ann Billing', { addressType: 'billing', isDefault: true, addressLine1: '9 Billing Road' }),
  ];
  route();
});

describe('CheckoutPage', () => {
  it('shows step 2, the default addresses, the first item with the rest behind the toggle, and the totals with the coupon', async () => {
    const user = userEvent.setup();
    renderCheckout('/order?couponCode=WELCOME10');
    expect(await screen.findByRole('article', { name: 'Linen Wrap Dress' })).toHaveTextContent('Color: Sage');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Payment');
    await waitFor(() => expect(section('Shipping Address')).toHaveTextContent('Ann Lee'));
    expect(section('Shipping Address')).toHaveTextContent('11 Market Street');
    expect(section('Shipping Address')).toHaveTextContent('San Francisco, CA 94105, United States');
    await waitFor(() => expect(section('Billing Address')).toHaveTextContent('Ann Billing'));
    expect(section('Billing Address')).toHaveTextContent('9 Billing Road');
    // Editing or deleting an address happens in the address book, as the Delivery step.
    expect(screen.getByRole('link', { name: 'Manage shipping addresses' })).toHaveAttribute(
      'href',
      '/address/shipping?from=checkout&couponCode=WELCOME10',
    );
    expect(screen.getByRole('link', { name: 'Manage billing addresses' })).toHaveAttribute(
      'href',
      '/address/billing?from=checkout&couponCode=WELCOME10',
    );

    expect(screen.queryByRole('article', { name: 'Three-Wick Candle' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Toggle all items/ }));
    expect(screen.getByRole('article', { name: 'Three-Wick Candle' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Stoneware Mug' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Toggle all items/ }));
    expect(screen.queryByRole('article', { name: 'Stoneware Mug' })).toBeNull();

    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$218.61'));
    expect(valueOf('Items total')).toBe('$242.90');
    expect(valueOf('Discount (WELCOME10)')).toBe('−$24.29');
    expect(requestsTo('/api/shopping-cart/estimated-price').map((r) => r.url)).toContain(
      '/api/shopping-cart/estimated-price?couponCode=WELCOME10',
    );
  });

  it("confirms: creates the order, starts Stripe's checkout with return URLs on this origin, and goes to the checkout URL", async () => {
    const user = userEvent.setup();
    renderCheckout('/order?couponCode=WELCOME10');
    await waitFor(() => expect(section('Billing Address')).toHaveTextContent('Ann Billing'));
    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$218.61'));

    await methodsShown();
    let release!: () => void;
    holdOrder = new Promise((resolve) => (release = resolve));
    await user.click(confirmButton());
    await waitFor(() => expect(confirmButton()).toBeDisabled());
    release();

    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodiesOf(server, '/api/shopping-cart/order')).toEqual([
      { couponCode: 'WELCOME10', billingAddressId: 21, shippingAddressId: 11, shippingMethodId: 1 },
    ]);
    const origin = window.location.origin;
    expect(bodiesOf(server, '/api/shopping-cart/order/7K3M9-QX2TB/checkout')).toEqual([
      {
        paymentGateway: 'stripe',
        successUrl: `${origin}/order?status=success&orderId=7K3M9-QX2TB`,
        cancelUrl: `${origin}/order?status=cancelled&orderId=7K3M9-QX2TB&couponCode=WELCOME10`,
      },
    ]);
    // The browser is leaving: Confirm stays disabled rather than invite a second order.
    expect(confirmButton()).toBeDisabled();
  });

  it('a double click on Confirm sends one order', async () => {
    const user = userEvent.setup();
    renderCheckout('/order?couponCode=');
    await waitFor(() => expect(section('Billing Address')).toHaveTextContent('Ann Billing'));
    await methodsShown();
    await user.dblClick(confirmButton());
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(requestsTo('/api/shopping-cart/order')).toHaveLength(1);
    expect(bodiesOf(server, '/api/shopping-cart/order')).toEqual([
      { couponCode: '', billingAddressId: 21, shippingAddressId: 11, shippingMethodId: 1 },
    ]);
  });

  it("without default addresses says 'Please select address first', then the pickers choose (and add) them", async () => {
    const user = userEvent.setup();
    book = [address(12, 'Ann at Work', { addressLine1: '500 Howard Street' })];
    renderCheckout('/order?couponCode=');
    await addressesShown();
    expect(within(section('Shipping Address')).getByRole('button')).toHaveTextContent(
      'No default address, click to select',
    );
    expect(within(section('Billing Address')).getByRole('button')).toHaveTextContent(
      'No default address, click to select',
    );

    // Delivery is not done: its step is not ticked.
    expect(deliveryStep()).toHaveAttribute('data-state', 'unfinished');
    expect(deliveryStep()).toHaveTextContent('Delivery (not completed)');

    await user.click(confirmButton());
    expect(toastError).toHaveBeenCalledWith('Please select address first', { position: 'top-center' });
    const addressToast = toastError.mock.results.at(-1)!.value as string | number;
    await expectToHold(() => expect(requestsTo('/api/shopping-cart/order')).toHaveLength(0));
    // ... and each section still without an address says so at its button, announced.
    for (const name of ['Shipping Address', 'Billing Address']) {
      expect(within(section(name)).getByRole('alert')).toHaveTextContent('Please select address first');
      const choose = within(section(name)).getByRole('button', { name: /No default address/ });
      expect(choose).toHaveAttribute('aria-invalid', 'true');
      expect(choose).toHaveAccessibleDescription('Please select address first');
    }

    // Shipping: pick the one saved address.
    await user.click(within(section('Shipping Address')).getByRole('button'));
    const shippingPicker = await screen.findByRole('dialog', { name: 'Choose a shipping address' });
    await user.click(within(shippingPicker).getByRole('button', { name: /Ann at Work/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(section('Shipping Address')).toHaveTextContent('500 Howard Street');
    expect(within(section('Shipping Address')).queryByRole('alert')).toBeNull();

    // Billing: none saved, so it follows shipping ('Same as shipping address' ticked) until the
    // shopper unticks it and adds one from the picker; it is used at once.
    const same = within(section('Billing Address')).getByRole('checkbox', { name: 'Same as shipping address' });
    expect(same).toBeChecked();
    expect(section('Billing Address')).toHaveTextContent('500 Howard Street');
    expect(deliveryStep()).toHaveAttribute('data-state', 'complete');
    // Both chosen: the toast that asked for them goes with its cause.
    expect(toastDismiss).toHaveBeenCalledWith(addressToast);
    await user.click(same);
    const billingPicker = await screen.findByRole('dialog', { name: 'Choose a billing address' });
    expect(billingPicker).toHaveTextContent('The address list is empty');
    await user.click(within(billingPicker).getByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('dialog', { name: 'Add address' });
    await user.type(within(form).getByLabelText(/Full Name/), 'Ann Lee');
    await user.type(within(form).getByLabelText(/Phone Number/), '4155550100');
    await user.type(within(form).getByLabelText(/Address Line 1/), '1 New Street');
    await user.type(within(form).getByLabelText(/City/), 'Oakland');
    await user.type(within(form).getByLabelText(/State/), 'CA');
    await user.type(within(form).getByLabelText(/Postal Code/), '94607');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(section('Billing Address')).toHaveTextContent('1 New Street'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesOf(server, '/api/user/address/creation')).toEqual([
      expect.objectContaining({ addressType: 'billing', isDefault: true, fullName: 'Ann Lee' }),
    ]);

    await methodsShown();
    await user.click(confirmButton());
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodiesOf(server, '/api/shopping-cart/order')).toEqual([
      { couponCode: '', billingAddressId: 101, shippingAddressId: 12, shippingMethodId: 1 },
    ]);
  });

  it('clicking a chosen address opens the picker, and another one replaces it', async () => {
    const user = userEvent.setup();
    renderCheckout('/order?couponCode=');
    await waitFor(() => expect(section('Shipping Address')).toHaveTextContent('Ann Lee'));
    await user.click(within(section('Shipping Address')).getByRole('button', { name: /Change/ }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a shipping address' });
    expect(within(picker).getByRole('button', { name: /Ann Lee/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(picker).getByRole('button', { name: /Ann at Work/ }));
    await waitFor(() => expect(section('Shipping Address')).toHaveTextContent('500 Howard Street'));
    await methodsShown();
    await user.click(confirmButton());
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(bodiesOf(server, '/api/shopping-cart/order')).toEqual([
      { couponCode: '', billingAddressId: 21, shippingAddressId: 12, shippingMethodId: 1 },
    ]);
  });

  it("blocks Confirm with 'Please remove invalid cart items first' while a line is invalid", async () => {
    const user = userEvent.setup();
    lines[0] = { ...itemAt(lines, 0), isValid: false };
    renderCheckout('/order?couponCode=');
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    await waitFor(() => expect(section('Billing Address')).toHaveTextContent('Ann Billing'));
    await methodsShown();
    await user.click(confirmButton());
    expect(toastError).toHaveBeenCalledWith('Please remove invalid cart items first', { position: 'top-center' });
    expect(within(section(/^Cart Items/)).getByRole('alert')).toHaveTextContent(
      'Please remove invalid cart items first Go to cart',
    );
    await expectToHold(() => {
      expect(requestsTo('/api/shopping-cart/order')).toHaveLength(0);
      expect(leave).not.toHaveBeenCalled();
    });
  });

  it("lists the shipping address's methods, the cheapest chosen; Express re-prices the summary and goes with the order", async () => {
    const user = userEvent.setup();
    renderCheckout('/order?couponCode=');
    await methodsShown();
    const group = screen.getByRole('radiogroup', { name: 'Shipping Method' });
    const express = within(group).getByRole('radio', { name: /^Express/ });
    expect(express).toHaveTextContent('Delivered within 2 days');
    expect(express).toHaveTextContent('$15.00');
    await waitFor(() => expect(valueOf('Delivery costs')).toBe('$0.00'));
    expect(valueOf('Total incl. VAT')).toBe('$242.90');

    await user.click(express);
    expect(express).toBeChecked();
    await waitFor(() => expect(valueOf('Delivery costs')).toBe('$15.00'));
    expect(valueOf('Total incl. VAT')).toBe('$257.90');
    expect(requestsTo('/api/shopping-cart/estimated-price').map((r) => r.url)).toContain(
      '/api/shopping-cart/estimated-price?couponCode=&shippingAddressId=11&shippingMethodId=2',
    );
    expect(requestsTo('/api/shopping-cart/shipping-methods').map((r) => r.url)).toEqual([
      '/api/shopping-cart/shipping-methods?shippingAddressId=11',
    ]);

    await user.click(confirmButton());
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(bodiesOf(server, '/api/shopping-cart/order')).toEqual([
      { couponCode: '', billingAddressId: 21, shippingAddressId: 11, shippingMethodId: 2 },
    ]);
  });

  it('an address no zone covers says so at the address, and Confirm is off until another is chosen', async () => {
    const user = userEvent.setup();
    book[0] = address(UNCOVERED_ADDRESS, 'Ann in Alaska', { isDefault: true, city: 'Juneau', stateOrProvince: 'AK' });
    renderCheckout('/order?couponCode=');
    const message = "We don't deliver to this address. Please choose another shipping address.";
    await waitFor(() => expect(within(section('Shipping Address')).getByRole('alert')).toHaveTextContent(message));
    expect(
      within(section('Shipping Address')).getByRole('button', { name: /Ann in Alaska/ }),
    ).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(message);

    await user.click(within(section('Shipping Address')).getByRole('button', { name: /Change/ }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a shipping address' });
    await user.click(within(picker).getByRole('button', { name: /Ann at Work/ }));
    await methodsShown();
    expect(within(section('Shipping Address')).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(bodiesOf(server, '/api/shopping-cart/order')).toEqual([
      { couponCode: '', billingAddressId: 21, shippingAddressId: 12, shippingMethodId: 1 },
    ]);
  });

  it('a successful return captures the order and lands on /user/order, even though the cart is now empty', async () => {
    lines = [];
    const { router } = renderCheckout('/order?status=success&orderId=7K3M9-QX2TB');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/order'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requestsTo('/api/shopping-cart/order/7K3M9-QX2TB/capture')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('a cancelled payment shows the page with the cart intact and says nothing was charged', async () => {
    renderCheckout('/order?status=cancelled&orderId=7K3M9-QX2TB&couponCode=WELCOME10');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payment cancelled. Nothing was charged and your cart is as you left it.',
    );
    expect(await screen.findByRole('article', { name: 'Linen Wrap Dress' })).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Discount (WELCOME10)')).toBe('−$24.29'));
    await expectToHold(() => expect(requestsTo('/api/shopping-cart/order/7K3M9-QX2TB/capture')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('a code from the cart that no longer applies is dropped, and the summary says why beside the discount', async () => {
    renderCheckout('/order?couponCode=NOPE');
    await screen.findByRole('article', { name: 'Linen Wrap Dress' });
    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$242.90'));
    expect(valueOf('Discount')).toBe('$0.00');
    const discount = screen.getByText('Discount', { selector: 'dt' }).parentElement;
    expect(discount).toHaveTextContent('Not applied: Coupon code "NOPE" is not valid');
    expect(toastError).toHaveBeenCalledWith('Coupon code "NOPE" is not valid', { position: 'top-center' });
  });

  it('an empty cart goes to / (replace)', async () => {
    lines = [];
    const { router } = renderCheckout('/order?couponCode=');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("'Same as shipping address' copies the shipping address into the billing book and uses it, in one step", async () => {
    const user = userEvent.setup();
    renderCheckout('/order?couponCode=');
    await addressesShown();
    const same = within(section('Billing Address')).getByRole('checkbox', { name: 'Same as shipping address' });
    expect(same).not.toBeChecked();
    await user.click(same);
    await waitFor(() => expect(same).toBeChecked());
    expect(within(section('Billing Address')).getByRole('button')).toHaveTextContent('Ann Lee');
    expect(bodiesOf(server, '/api/user/address/creation')).toEqual([
      expect.objectContaining({
        fullName: 'Ann Lee',
        addressLine1: '11 Market Street',
        addressType: 'billing',
        isDefault: false,
      }),
    ]);
    // Unticking asks which billing address to use instead.
    await user.click(same);
    expect(await screen.findByRole('dialog', { name: 'Choose a billing address' })).toBeInTheDocument();
  });

  it("'Same as shipping address' uses the billing book's copy when there is one, creating nothing", async () => {
    const user = userEvent.setup();
    book.push(address(22, 'Ann Lee', { addressType: 'billing', addressLine1: '11 Market Street' }));
    renderCheckout('/order?couponCode=');
    await addressesShown();
    await user.click(within(section('Billing Address')).getByRole('checkbox', { name: 'Same as shipping address' }));
    await waitFor(() => expect(within(section('Billing Address')).getByRole('button')).toHaveTextContent('Ann Lee'));
    expect(requestsTo('/api/user/address/creation')).toEqual([]);
  });

  it('with no billing address of their own, billing follows shipping, ticked; Confirm saves the billing copy and orders with it', async () => {
    const user = userEvent.setup();
    book = [address(11, 'Ann Lee', { isDefault: true })];
    renderCheckout('/order?couponCode=');
    await addressesShown();
    const same = within(section('Billing Address')).getByRole('checkbox', { name: 'Same as shipping address' });
    expect(same).toBeChecked();
    expect(section('Billing Address')).toHaveTextContent('11 Market Street');
    expect(deliveryStep()).toHaveAttribute('data-state', 'complete');
    // Opening checkout writes nothing.
    await expectToHold(() => expect(requestsTo('/api/user/address/creation')).toHaveLength(0));

    await methodsShown();
    await user.click(confirmButton());
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(bodiesOf(server, '/api/user/address/creation')).toEqual([
      expect.objectContaining({ fullName: 'Ann Lee', addressType: 'billing', isDefault: true }),
    ]);
    expect(bodiesOf(server, '/api/shopping-cart/order')).toEqual([
      { couponCode: '', billingAddressId: 101, shippingAddressId: 11, shippingMethodId: 1 },
    ]);
  });

  it("the server's refusal of the order is shown under Confirm and announced, and goes when Confirm is pressed again", async () => {
    const user = userEvent.setup();
    let refuse = true;
    server.routes.set('POST /api/shopping-cart/order', (req, res) => {
      if (refuse) sendJson(res, 409, { code: 40900, data: null, errMsg: 'Linen Wrap Dress is sold out' });
      else ok({ orderId: '7K3M9-QX2TB', orderUuid: '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a11' })(req, res);
    });
    renderCheckout('/order?couponCode=');
    await waitFor(() => expect(section('Billing Address')).toHaveTextContent('Ann Billing'));
    await methodsShown();
    await user.click(confirmButton());
    const refusal = await screen.findByText('Linen Wrap Dress is sold out', { selector: '[role="alert"]' });
    expect(confirmButton()).toHaveAccessibleDescription('Linen Wrap Dress is sold out');
    expect(toastError).toHaveBeenCalledWith('Linen Wrap Dress is sold out', { position: 'top-center' });

    refuse = false;
    await user.click(confirmButton());
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(refusal).not.toBeInTheDocument();
  });
});
