import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profileFixture } from '@web/test/fixtures/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleMail } from '@shared/schemas/console-mails';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { failedMailsQueryOptions } from './failed-mails-api';
import { FailedMailsNotice } from './failed-mails-notice';
import { FailedMailsPage } from './failed-mails-page';

const ORDER = '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a11';

const mail = (over: Partial<ConsoleMail>): ConsoleMail => ({
  mailId: 1,
  kind: 'order_notice',
  to: 'ann@example.com',
  subject: 'Northwind Market: items of order 7K3M9-QX2TB have shipped',
  status: 'failed',
  attempts: 12,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  messageId: '<1.abc@example.com>',
  orderUuid: ORDER,
  createdAt: '2026-11-20T09:30:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
  ...over,
});

const shipped = mail({});
const code = mail({
  mailId: 2,
  kind: 'verification_code',
  to: 'refused-bob@example.com',
  subject: 'Northwind Market: your sign-up code',
  attempts: 1,
  lastError: '550 No such mailbox here',
  orderUuid: null,
});

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());
// The console shows an owner every action (kit/scopes.tsx reads the profile's scopes).
beforeEach(() => server.answer({ '/user/profile': profileFixture({ role: 'operator' }) }));

const renderPage = () =>
  renderRoutes(
    [
      { path: '/admin/mails/failed', Component: FailedMailsPage },
      { path: '/admin/orders/:orderUuid', element: <h1>The order</h1> },
    ],
    '/admin/mails/failed',
  );

/** The wide table once the list has come (before, it shows placeholder rows). */
async function loadedTable() {
  const table = await screen.findByRole('table', { name: 'Failed mails' });
  await within(table).findByText('To ann@example.com');
  return table;
}

describe('FailedMailsPage', () => {
  it('lists each failed mail: recipient, subject, kind, attempts, last error, when, its order', async () => {
    server.answer({ '/admin/mails/failed': { list: [shipped, code] } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed mails' })).toBeInTheDocument();
    const table = await loadedTable();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ann@example.com');
    expect(first).toHaveTextContent('items of order 7K3M9-QX2TB have shipped');
    expect(first).toHaveTextContent('Order update');
    expect(first).toHaveTextContent('12');
    expect(first).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:587');
    expect(within(first!).getByRole('link', { name: 'Open order' })).toHaveAttribute('href', `/admin/orders/${ORDER}`);
    // A sign-up code has no order and is never sent twice.
    expect(second).toHaveTextContent('Sign-up code');
    expect(second).toHaveTextContent('550 No such mailbox here');
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(within(second!).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('The customer asks for a new code');
  });

  it('on a phone each mail is a card with the same facts', async () => {
    server.answer({ '/admin/mails/failed': { list: [shipped] } });
    renderPage();
    // The cards are the phone's view (the table is hidden there by CSS, which jsdom does not apply).
    const cards = await screen.findByRole('list', { name: 'Failed mails' });
    await within(cards).findByText('To ann@example.com');
    const [card] = within(cards).getAllByRole('listitem');
    expect(card).toHaveTextContent('items of order 7K3M9-QX2TB have shipped');
    expect(card).toHaveTextContent('To ann@example.com');
    expect(within(card!).getByText('Kind').nextElementSibling).toHaveTextContent('Order update');
    expect(within(card!).getByText('Attempts').nextElementSibling).toHaveTextContent('12');
    expect(within(card!).getByRole('button', { name: /^Send again/ })).toBeInTheDocument();
  });

  it('Send again queues a copy and reads the list again', async () => {
    const user = userEvent.setup();
    server.answer({
      '/admin/mails/failed': { list: [shipped] },
      'POST /admin/mails/1/resend': { mailId: 9 },
    });
    renderPage();
    const table = await loadedTable();
    await user.click(
      within(table).getByRole('button', {
        name: 'Send again: Northwind Market: items of order 7K3M9-QX2TB have shipped',
      }),
    );
    await waitFor(() =>
      expect(
        server
          .sent()
          .filter((r) => r.path !== '/user/profile')
          .map((r) => `${r.method} ${r.path}`),
      ).toEqual(['GET /admin/mails/failed', 'POST /admin/mails/1/resend', 'GET /admin/mails/failed']),
    );
    expect(await screen.findByText('A copy of the mail is on its way')).toBeInTheDocument();
  });

  it('says so when no mail failed', async () => {
    server.answer({ '/admin/mails/failed': { list: [] } });
    renderPage();
    expect((await screen.findAllByText('No failed mails: every mail reached the mail server.')).length).toBeGreaterThan(
      0,
    );
  });
});

describe('FailedMailsNotice (on the dashboard)', () => {
  const renderNotice = () =>
    renderRoutes(
      [
        { path: '/admin', element: <FailedMailsNotice /> },
        { path: '/admin/mails/failed', element: <h1>Failed mails</h1> },
      ],
      '/admin',
    );

  it('says how many mails failed and links to them', async () => {
    const user = userEvent.setup();
    server.answer({ '/admin/mails/failed': { list: [shipped, code] } });
    const { router } = renderNotice();
    await user.click(await screen.findByRole('link', { name: '2 mails could not be delivered' }));
    expect(router.state.location.pathname).toBe('/admin/mails/failed');
  });

  it('shows nothing while every mail got through', async () => {
    server.answer({ '/admin/mails/failed': { list: [] } });
    const { queryClient } = renderNotice();
    // The list has come (and is empty), not merely been asked for.
    await waitFor(() => expect(queryClient.getQueryState(failedMailsQueryOptions().queryKey)?.status).toBe('success'));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
