import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@shared/schemas/address';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { ok, type RecordedRequest } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { AddressPage } from './address-page';
import { itemAt } from '@shared/item-at';

/** A real HTTP server holding one customer's address book, answering like the API (default first). */
let server: ServedApi;
let book: Address[];
let nextId: number;

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

function route() {
  server.routes.clear();
  server.routes.set('GET /api/user/addresses', (req, res) => {
    const type = new URL(req.url, server.origin).searchParams.get('addressType');
    const list = book.filter((a) => a.addressType === type).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    ok({ list })(req, res);
  });
  server.routes.set('POST /api/user/address/creation', (req, res) => {
    const body = JSON.parse(req.body) as Omit<Address, 'addressId'>;
    const first = !book.some((a) => a.addressType === body.addressType);
    const created = { ...body, addressId: nextId++, isDefault: first };
    book.push(created);
    route();
    ok(created)(req, res);
  });
  for (const a of book) {
    server.routes.set(`POST /api/user/address/${a.addressId}`, (req, res) => {
      const body = JSON.parse(req.body) as Partial<Address>;
      if (body.isDefault)
        book = book.map((b) =>
          b.addressType === a.addressType ? { ...b, isDefault: b.addressId === a.addressId } : b,
        );
      else book = book.map((b) => (b.addressId === a.addressId ? { ...b, ...body } : b));
      ok(book.find((b) => b.addressId === a.addressId))(req, res);
    });
    server.routes.set(`DELETE /api/user/address/${a.addressId}`, (req, res) => {
      book = book.filter((b) => b.addressId !== a.addressId);
      ok(null)(req, res);
    });
  }
}

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/address/:addressType', Component: AddressPage },
      { path: '/404', element: <p>Page not found</p> },
    ],
    path,
  );
}

const sent = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
const card = (name: string) => screen.getByRole('article', { name });

async function fillAddress(user: ReturnType<typeof userEvent.setup>, fullName: string) {
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Full Name'), fullName);
  await user.type(within(dialog).getByLabelText('Phone Number'), '202 555 0147');
  await user.type(within(dialog).getByLabelText('Address Line 1'), '1600 Pennsylvania Ave NW');
  await user.type(within(dialog).getByLabelText('City'), 'Washington');
  await user.type(within(dialog).getByLabelText('State'), 'DC');
  await user.type(within(dialog).getByLabelText('Postal Code'), '20500');
}

beforeAll(async () => {
  server = await serveApi();
});

afterAll(() => server.stop());

beforeEach(() => {
  server.requests.length = 0;
  nextId = 10;
  book = [
    address(1, 'Ada Lovelace', { isDefault: true, addressLine2: 'Apartment 4B' }),
    address(2, 'Charles Babbage'),
    address(3, 'Grace Hopper', { addressType: 'billing', isDefault: true }),
  ];
  route();
});

describe('AddressPage', () => {
  it('sends any type other than shipping or billing to /404 with replace', async () => {
    const { router } = renderPage('/address/home');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('from the account page: no checkout steps, and the way back is to My account', async () => {
    renderPage('/address/shipping');
    expect(await screen.findByRole('heading', { name: 'Shipping addresses', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Checkout steps' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user');
  });

  it('from the checkout: the steps at Delivery, the way back keeps the coupon code, and so does the type switch', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/address/shipping?from=checkout&couponCode=WELCOME10');
    expect(await screen.findByRole('heading', { name: 'Shipping addresses', level: 1 })).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.state)).toEqual(['complete', 'current', 'upcoming']);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Delivery');
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/order?couponCode=WELCOME10',
    );
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'billing' }));
    expect(await screen.findByRole('heading', { name: 'Billing addresses', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=checkout&couponCode=WELCOME10');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Delivery');
  });

  it('lists the addresses of the type as cards, the default first with its badge', async () => {
    renderPage('/address/shipping');
    expect(await screen.findByRole('heading', { name: 'Shipping addresses', level: 1 })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Ada Lovelace', 'Charles Babbage']);
    const ada = card('Ada Lovelace');
    expect(within(ada).getByText('Default')).toBeInTheDocument();
    expect(ada).toHaveTextContent('415 555 0100');
    expect(ada).toHaveTextContent('1 Market Street');
    expect(ada).toHaveTextContent('Apartment 4B');
    expect(ada).toHaveTextContent('San Francisco, CA 94105');
    expect(ada).toHaveTextContent('United States');
    expect(within(ada).queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(card('Charles Babbage')).queryByText('Default')).toBeNull();
    expect(itemAt(sent('GET', '/api/user/addresses'), 0).url).toBe('/api/user/addresses?addressType=shipping');
  });

  it("'Set as default' sends only {isDefault: true} and the badge moves", async () => {
    const user = userEvent.setup();
    renderPage('/address/shipping');
    const charles = await screen.findByRole('article', { name: 'Charles Babbage' });
    await user.click(within(charles).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(within(card('Charles Babbage')).getByText('Default')).toBeInTheDocument());
    expect(JSON.parse(itemAt(sent('POST', '/api/user/address/2'), 0).body)).toEqual({ isDefault: true });
    expect(within(card('Ada Lovelace')).queryByText('Default')).toBeNull();
    expect(within(card('Ada Lovelace')).getByRole('button', { name: 'Set as default' })).toBeInTheDocument();
  });

  it('edits an address: the dialog opens prefilled and only the fields are sent', async () => {
    const user = userEvent.setup();
    renderPage('/address/shipping');
    const ada = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(within(ada).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByLabelText('Address Line 2')).toHaveValue('Apartment 4B');
    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.type(within(dialog).getByLabelText('Full Name'), 'Augusta Ada King');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('article', { name: 'Augusta Ada King' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const body = JSON.parse(itemAt(sent('POST', '/api/user/address/1'), 0).body) as Record<string, unknown>;
    expect(body).toMatchObject({ fullName: 'Augusta Ada King', addressLine2: 'Apartment 4B', postalCode: '94105' });
    expect(Object.keys(body).sort()).toEqual(
      ['addressLine1', 'addressLine2', 'city', 'fullName', 'phoneNumber', 'postalCode', 'stateOrProvince'].sort(),
    );
  });

  it('adds to a list that has addresses with isDefault false, the type and country US', async () => {
    const user = userEvent.setup();
    renderPage('/address/shipping');
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await fillAddress(user, 'Alan Turing');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByRole('article', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(itemAt(sent('POST', '/api/user/address/creation'), 0).body)).toEqual({
      fullName: 'Alan Turing',
      phoneNumber: '202 555 0147',
      addressLine1: '1600 Pennsylvania Ave NW',
      addressLine2: '',
      city: 'Washington',
      stateOrProvince: 'DC',
      postalCode: '20500',
      addressType: 'shipping',
      countryCode: 'US',
      isDefault: false,
    });
  });

  it("shows 'The address list is empty' and makes the first address the default", async () => {
    const user = userEvent.setup();
    book = book.filter((a) => a.addressType === 'shipping');
    route();
    renderPage('/address/billing');
    expect(await screen.findByText('The address list is empty')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Billing addresses', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await fillAddress(user, 'Alan Turing');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const created = await screen.findByRole('article', { name: 'Alan Turing' });
    expect(within(created).getByText('Default')).toBeInTheDocument();
    expect(JSON.parse(itemAt(sent('POST', '/api/user/address/creation'), 0).body)).toMatchObject({
      addressType: 'billing',
      isDefault: true,
    });
  });

  it('deletes only after confirming', async () => {
    const user = userEvent.setup();
    renderPage('/address/shipping');
    const charles = await screen.findByRole('article', { name: 'Charles Babbage' });

    await user.click(within(charles).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(sent('DELETE', '/api/user/address/2')).toHaveLength(0);

    await user.click(within(card('Charles Babbage')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    // The page is hidden from queries while the dialog is open, so wait for the dialog first.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('article', { name: 'Charles Babbage' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(sent('DELETE', '/api/user/address/2')).toHaveLength(1);
  });
});
