import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatedWebhook, Webhook, WebhookDelivery } from '@shared/schemas/console-webhooks';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { WebhooksPage } from './webhooks-page';

const warehouse: Webhook = {
  webhookId: 4,
  url: 'https://warehouse.example.com/hooks',
  events: ['order.paid', 'order.shipped'],
  description: 'Warehouse',
  active: true,
  pausedReason: null,
  pausedAt: null,
  failingSince: null,
  createdAt: '2026-11-20T09:30:00.000Z',
};
const books: Webhook = {
  ...warehouse,
  webhookId: 5,
  url: 'https://books.example.com/in',
  events: ['refund.completed'],
  description: '',
  active: false,
  pausedReason: 'failing',
  pausedAt: '2026-11-28T09:30:00.000Z',
  failingSince: '2026-11-27T09:30:00.000Z',
};
const delivered: WebhookDelivery = {
  deliveryId: 7,
  webhookId: 4,
  eventId: 'evt_0a1b2c',
  type: 'order.paid',
  status: 'delivered',
  attempts: 3,
  responseCode: 200,
  durationMs: 84,
  responseExcerpt: 'ok, got it',
  lastError: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  deliveredAt: '2026-11-28T10:02:00.000Z',
  nextAttemptAt: null,
};
const waiting: WebhookDelivery = {
  ...delivered,
  deliveryId: 8,
  eventId: 'evt_3d4e5f',
  type: 'order.shipped',
  status: 'pending',
  attempts: 1,
  responseCode: 500,
  durationMs: 12,
  responseExcerpt: 'Internal Server Error',
  lastError: 'Answered 500',
  deliveredAt: null,
  nextAttemptAt: '2026-11-28T10:05:00.000Z',
};

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const renderPage = () => renderRoutes([{ path: '/admin/webhooks', Component: WebhooksPage }], '/admin/webhooks');
const endpoint = (url: string) => screen.findByText(url).then((el) => el.closest('li') as HTMLElement);

describe('WebhooksPage', () => {
  it('lists the endpoints with their events and state, a paused one saying it failed for a day', async () => {
    server.answer({ '/admin/webhooks': { list: [warehouse, books] } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const first = await endpoint(warehouse.url);
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('Warehouse');
    expect(first).toHaveTextContent('order.paid, order.shipped');
    const second = await endpoint(books.url);
    expect(second).toHaveTextContent('Paused: failing for a day');
    expect(within(second).getByRole('button', { name: `Start again ${books.url}` })).toBeInTheDocument();
  });

  it('shows an endpoint’s deliveries with status, response code, duration and answer, and resends one', async () => {
    server.answer({
      '/admin/webhooks': { list: [warehouse] },
      '/admin/webhooks/4/deliveries': { list: [waiting, delivered] },
      'POST /admin/webhooks/deliveries/7/resend': { ...delivered, deliveryId: 9, status: 'pending', attempts: 0 },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Deliveries to ${warehouse.url}` }));
    const log = await screen.findByRole('region', { name: `Deliveries to ${warehouse.url}` });
    const table = await within(log).findByRole('table', { name: `Deliveries to ${warehouse.url}` });
    await within(table).findByText('evt_0a1b2c');
    const [, pending, done] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('Waiting to retry');
    expect(pending).toHaveTextContent('500');
    expect(pending).toHaveTextContent('Internal Server Error');
    expect(within(pending!).getByRole('button', { name: /Resend/ })).toBeDisabled();
    expect(done).toHaveTextContent('Delivered (3 attempts)');
    expect(done).toHaveTextContent('200');
    expect(done).toHaveTextContent('84 ms');
    expect(done).toHaveTextContent('ok, got it');
    await userEvent.click(within(done!).getByRole('button', { name: 'Resend order.paid evt_0a1b2c' }));
    await waitFor(() =>
      expect(server.sent().map((r) => `${r.method} ${r.path}`)).toContain('POST /admin/webhooks/deliveries/7/resend'),
    );
    expect(await screen.findByText('Sent again, with the same event id')).toBeInTheDocument();
  });

  it('adds an endpoint with the events chosen and shows its secret once', async () => {
    const created: CreatedWebhook = {
      ...warehouse,
      webhookId: 6,
      url: 'https://erp.example.com/hooks',
      events: ['order.paid', 'stock.low'],
      description: 'ERP',
      secret: 'whsec_shown-once',
    };
    server.answer({ '/admin/webhooks': { list: [] }, 'POST /admin/webhooks': created });
    renderPage();
    await screen.findByText(/No endpoints yet/);
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await userEvent.type(screen.getByLabelText('URL'), created.url);
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'ERP');
    const events = screen.getByRole('group', { name: 'Events' });
    expect(within(events).getAllByRole('checkbox')).toHaveLength(10);
    await userEvent.click(within(events).getByRole('checkbox', { name: /stock\.low/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_shown-once');
    const sent = server.sent().find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ url: created.url, events: ['order.paid', 'stock.low'], description: 'ERP' });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('whsec_shown-once')).toBeNull();
  });

  it('pauses an endpoint, and deletes one once confirmed', async () => {
    server.answer({
      '/admin/webhooks': { list: [warehouse] },
      'POST /admin/webhooks/4': {
        ...warehouse,
        active: false,
        pausedReason: 'operator',
        pausedAt: warehouse.createdAt,
      },
      'DELETE /admin/webhooks/4': null,
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Pause ${warehouse.url}` }));
    await waitFor(() => expect(server.sent().find((r) => r.method === 'POST')?.body).toEqual({ active: false }));
    await userEvent.click(screen.getByRole('button', { name: `Delete ${warehouse.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() =>
      expect(server.sent().map((r) => `${r.method} ${r.path}`)).toContain('DELETE /admin/webhooks/4'),
    );
  });
});
