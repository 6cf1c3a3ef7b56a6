import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerNote } from '@shared/schemas/console-customer-notes';
import type { ConsoleCustomer, ConsoleCustomerDetail } from '@shared/schemas/console-customers';
import { profileFixture } from '@web/test/fixtures/profile';
import { renderRoutes } from '@web/test/render';
import { serveApi, type SentRequest, type ServedApi } from '@web/test/serve-api';
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
  emailVerified: true,
  lastSignInAt: '2026-03-02T08:15:00.000Z',
  activeSignIns: 2,
};

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());
// The console shows an owner every action (kit/scopes.tsx reads the profile's scopes).
beforeEach(() => server.answer({ '/user/profile': profileFixture({ role: 'operator' }) }));

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
    server.answer({
      '/admin/customers/7': adaDetail,
      '/admin/customers/7/notes': [],
      '/admin/orders': { list: [], total: 0 },
    });
    renderAt('/admin/customers/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'ada@example.com' })).toBeInTheDocument();
    // What the shop knows of the account.
    const details = screen.getByRole('region', { name: 'Account details' });
    expect(details).toHaveTextContent('Email verifiedYes, at sign-up');
    expect(details).toHaveTextContent('Signed in nowOn 2 devices');
    expect(within(details).getByText('Last sign-in').nextElementSibling).not.toHaveTextContent('Not known');
    const account = screen.getByText('Account').closest('div')!;
    expect(within(account).getByText('Active')).toBeInTheDocument();
    // Their saved addresses, as blocks, the default marked.
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('Ada Lovelace12 Analytical WaySuite 3San Francisco, CA 94105US · 415 555 0100');
    expect(within(shipping).getByText('Default')).toBeInTheDocument();
  });

  it('shows a closed account as closed, never its placeholder address, with what its orders keep', async () => {
    server.answer({
      '/admin/customers/8': { ...closed, addresses: [], emailVerified: false, lastSignInAt: null, activeSignIns: 0 },
      '/admin/customers/8/notes': [],
      '/admin/orders': { list: [], total: 0 },
    });
    renderAt('/admin/customers/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Closed account' })).toBeInTheDocument();
    const account = screen.getByText('Account').closest('div')!;
    expect(within(account).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText(/closed this account on/)).toHaveTextContent(/paid orders, invoices and credit notes/);
    expect(screen.getByRole('table', { name: 'Orders of the closed account' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('closed.invalid');
    // Nothing to reset on a closed account.
    expect(screen.queryByRole('button', { name: 'Send password reset' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account details' })).toHaveTextContent('Last sign-inNot known');
  });

  it('lists internal notes newest first and adds one', async () => {
    const older: CustomerNote = {
      noteId: 1,
      note: 'Prefers parcels left with the neighbour.',
      authorName: 'kim@shop.example',
      createdAt: '2026-02-01T10:00:00.000Z',
    };
    const notes = [older];
    server.answer({
      '/admin/customers/7': adaDetail,
      '/admin/orders': { list: [], total: 0 },
      '/admin/customers/7/notes': () => notes,
      'POST /admin/customers/7/notes': ({ body }: SentRequest) => {
        const added: CustomerNote = {
          noteId: 2,
          note: (body as { note: string }).note,
          authorName: 'ada@example.com',
          createdAt: '2026-02-02T10:00:00.000Z',
        };
        notes.unshift(added);
        return added;
      },
    });
    const user = userEvent.setup();
    renderAt('/admin/customers/7');
    const panel = await screen.findByRole('region', { name: 'Internal notes' });
    expect(await within(panel).findByText('Prefers parcels left with the neighbour.')).toBeInTheDocument();
    expect(panel).toHaveTextContent('kim@shop.example');

    await user.type(within(panel).getByLabelText('Internal note'), 'Called about a late parcel.');
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByText('Called about a late parcel.')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Called about a late parcel.', 'Prefers parcels left with the neighbour.']);
    expect(within(panel).getByLabelText('Internal note')).toHaveValue('');
    expect(server.sent().find((r) => r.method === 'POST')?.body).toEqual({ note: 'Called about a late parcel.' });
  });

  it('refuses a note over 2,000 characters before sending it', async () => {
    server.answer({
      '/admin/customers/7': adaDetail,
      '/admin/customers/7/notes': [],
      '/admin/orders': { list: [], total: 0 },
    });
    const user = userEvent.setup();
    renderAt('/admin/customers/7');
    const panel = await screen.findByRole('region', { name: 'Internal notes' });
    await user.click(within(panel).getByLabelText('Internal note'));
    await user.paste('x'.repeat(2001));
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByText(/at most 2,000 characters/)).toBeInTheDocument();
    expect(server.sent().some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends a password reset link once confirmed', async () => {
    server.answer({
      '/admin/customers/7': adaDetail,
      '/admin/customers/7/notes': [],
      '/admin/orders': { list: [], total: 0 },
      'POST /admin/customers/7/password-reset': { sentTo: 'ada@example.com', expiresAt: '2026-03-02T09:15:00.000Z' },
    });
    const user = userEvent.setup();
    renderAt('/admin/customers/7');
    await user.click(await screen.findByRole('button', { name: 'Send password reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send password reset' });
    expect(dialog).toHaveTextContent('mailed to ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Reset link sent to ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      server
        .sent()
        .filter((r) => r.method === 'POST')
        .map((r) => r.path),
    ).toEqual(['/admin/customers/7/password-reset']);
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
