import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ConsoleCustomer, ConsoleCustomerDetail } from '@shared/schemas/console-customers';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { CustomerDetailPage } from './customer-detail-page';
import { CustomerListPage } from './customer-list-page';

const ada: ConsoleCustomer = {
  userId: 7,
  email: 'ada@example.com',
  screenName: 'Ada Lovelace',
  role: 'customer',
  createdAt: '2026-01-01T09:00:00.000Z',
  closedAt: null,
  orderCount: 2,
  totalSpent: 12_900,
};
// What the account keeps once its shopper closed it: a placeholder address and a neutral name.
const closed: ConsoleCustomer = {
  ...ada,
  userId: 8,
  email: 'closed-account-8@closed.invalid',
  screenName: 'Former customer',
  closedAt: '2026-11-20T10:30:00.000Z',
  orderCount: 1,
  totalSpent: 4_500,
};

const adaDetail: ConsoleCustomerDetail = {
  ...ada,
  addresses: [
    {
      addressId: 3,
      fullName: 'Ada Lovelace',
      phoneNumber: '415 555 0100',
      addressLine1: '12 Analytical Way',
      addressLine2: 'Suite 3',
      city: 'San Francisco',
      stateOrProvince: 'CA',
      postalCode: '94105',
      addressType: 'shipping',
      countryCode: 'US',
      isDefault: true,
    },
  ],
};

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/customers', Component: CustomerListPage },
      { path: '/admin/customers/:userId', Component: CustomerDetailPage },
    ],
    path,
  );

describe("the console's customer page", () => {
  it('says an active account is active, under its email', async () => {
    server.answer({ '/admin/customers/7': adaDetail, '/admin/orders': { list: [], total: 0 } });
    renderAt('/admin/customers/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'ada@example.com' })).toBeInTheDocument();
    const account = screen.getByText('Account').closest('div')!;
    expect(within(account).getByText('Active')).toBeInTheDocument();
    // Their saved addresses, as blocks, the default marked.
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('Ada Lovelace12 Analytical WaySuite 3San Francisco, CA 94105US · 415 555 0100');
    expect(within(shipping).getByText('Default')).toBeInTheDocument();
  });

  it('shows a closed account as closed, never its placeholder address, with what its orders keep', async () => {
    server.answer({ '/admin/customers/8': { ...closed, addresses: [] }, '/admin/orders': { list: [], total: 0 } });
    renderAt('/admin/customers/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Closed account' })).toBeInTheDocument();
    const account = screen.getByText('Account').closest('div')!;
    expect(within(account).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText(/closed this account on/)).toHaveTextContent(/paid orders, invoices and credit notes/);
    expect(screen.getByRole('table', { name: 'Orders of the closed account' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('closed.invalid');
  });
});

describe("the console's customer list", () => {
  it('marks each account active or closed; a closed one reads "Closed account"', async () => {
    server.answer({ '/admin/customers': { list: [ada, closed], total: 2 } });
    renderAt('/admin/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const adaRow = (await within(table).findByRole('link', { name: 'ada@example.com' })).closest('tr')!;
    expect(within(adaRow).getByText('Active')).toBeInTheDocument();
    const closedRow = within(table).getByRole('link', { name: 'Closed account' }).closest('tr')!;
    expect(within(closedRow).getByText('Closed')).toBeInTheDocument();
    expect(within(closedRow).getByRole('link', { name: 'Closed account' })).toHaveAttribute(
      'href',
      '/admin/customers/8',
    );
    expect(table).not.toHaveTextContent('closed.invalid');
  });
});
