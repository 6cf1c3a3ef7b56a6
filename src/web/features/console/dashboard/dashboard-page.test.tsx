import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Dashboard } from '@shared/schemas/console-dashboard';
import { renderRoutes } from '@web/test/render';
import { expectToHold } from '@web/test/hold';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { DashboardPage } from './dashboard-page';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const dashboard: Dashboard = {
  periods: [
    { key: 'today', orders: 0, revenue: 0, netRevenue: 0 },
    { key: '7d', orders: 0, revenue: 0, netRevenue: 0 },
    { key: '30d', orders: 0, revenue: 0, netRevenue: 0 },
  ],
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: 0,
    revenue: 0,
    netRevenue: 0,
  })),
  ordersToShip: 2,
  refundRequests: 0,
  lowStock: {
    threshold: 5,
    count: 2,
    products: [
      { productId: 80, name: 'Merino Crew-Neck Sweater in Heather Grey', sku: '80-HEATHER-GREY-XXL', stock: 0 },
      { productId: 12, name: 'Three-Wick Candle', sku: null, stock: 3 },
    ],
  },
  largeHolds: { threshold: 20, count: 0, orders: [] },
  pausedWebhooks: [],
};

function serveDashboard({
  holding,
  awaiting,
  pausedWebhooks = [],
}: {
  holding: boolean;
  awaiting: number;
  pausedWebhooks?: Dashboard['pausedWebhooks'];
}) {
  server.answer({
    '/admin/dashboard': { ...dashboard, pausedWebhooks },
    '/admin/mails/failed': { list: [] },
    '/admin/settings': { holdNewReviews: holding, pricesIncludeTax: true, taxNumber: '' },
    '/admin/reviews': (request: { params: Record<string, string> }) => {
      expect(request.params).toMatchObject({ visibility: 'awaiting' });
      return { list: [], total: awaiting };
    },
  });
}

const renderPage = () => renderRoutes([{ path: '/admin', Component: DashboardPage }], '/admin');

describe('DashboardPage', () => {
  it('has a "Reviews awaiting approval" queue while new reviews are held, linked to that list', async () => {
    serveDashboard({ holding: true, awaiting: 3 });
    renderPage();
    const queues = await screen.findByRole('region', { name: 'Waiting for you' });
    const reviews = await within(queues).findByRole('link', { name: /Reviews awaiting approval/ });
    expect(reviews).toHaveAttribute('href', '/admin/reviews?visibility=awaiting');
    expect(await within(reviews).findByText('3')).toBeInTheDocument();
  });

  it('has no review queue while holding is off and nothing waits', async () => {
    serveDashboard({ holding: false, awaiting: 0 });
    renderPage();
    const queues = await screen.findByRole('region', { name: 'Waiting for you' });
    await screen.findByText('Merino Crew-Neck Sweater in Heather Grey');
    // Both answers have come: the switch and the count.
    await waitFor(() =>
      expect(server.sent().map((r) => r.path)).toEqual(expect.arrayContaining(['/admin/settings', '/admin/reviews'])),
    );
    await expectToHold(() =>
      expect(within(queues).queryByRole('link', { name: /Reviews awaiting approval/ })).toBeNull(),
    );
  });

  it('lists the lowest stock with each SKU whole, on a line of its own', async () => {
    serveDashboard({ holding: false, awaiting: 0 });
    renderPage();
    const lowest = await screen.findByRole('region', { name: 'Lowest stock' });
    const sku = await within(lowest).findByText('80-HEATHER-GREY-XXL');
    expect(sku).not.toHaveClass('truncate');
    expect(sku.closest('li')).toHaveTextContent('Merino Crew-Neck Sweater in Heather Grey80-HEATHER-GREY-XXL0 left');
    expect(within(lowest).getByText('Three-Wick Candle').closest('li')).toHaveTextContent('Three-Wick Candle3 left');
  });

  it('says when a webhook endpoint failed for a day and was paused, linked to the webhooks page', async () => {
    const url = 'https://warehouse.example.com/hooks';
    serveDashboard({
      holding: false,
      awaiting: 0,
      pausedWebhooks: [{ webhookId: 4, url, pausedAt: '2026-11-28T10:00:00.000Z' }],
    });
    renderPage();
    const notice = await screen.findByRole('link', {
      name: `A webhook endpoint failed for a day and is paused: ${url}`,
    });
    expect(notice).toHaveAttribute('href', '/admin/webhooks');
  });

  it("says what each period's revenue holds: with tax and shipping, and the goods alone", async () => {
    server.answer({
      '/admin/dashboard': {
        ...dashboard,
        periods: [{ key: 'today', orders: 2, revenue: 11367, netRevenue: 9000 }, ...dashboard.periods.slice(1)],
      },
      '/admin/mails/failed': { list: [] },
      '/admin/settings': { holdNewReviews: false, pricesIncludeTax: true, taxNumber: '' },
    });
    renderPage();
    const sales = await screen.findByRole('region', { name: 'Sales' });
    const today = await within(sales).findByRole('link', { name: /\$113\.67/ });
    expect(today).toHaveTextContent('$113.67incl. tax and shipping$90.00 net of both2 orders');
  });

  it('says nothing of webhooks while every endpoint answers', async () => {
    serveDashboard({ holding: false, awaiting: 0 });
    renderPage();
    await screen.findByText('Merino Crew-Neck Sweater in Heather Grey');
    expect(screen.queryByRole('link', { name: /webhook/i })).toBeNull();
  });
});
