import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { ShopPagePage } from './shop-page';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const routes = [
  { path: '/pages/:slug', element: <ShopPagePage /> },
  { path: '/404', element: <p>Not found</p> },
];

describe('shop page', () => {
  it('shows the title and the text the operator wrote', async () => {
    server.answer({
      'GET /pages/returns': {
        slug: 'returns',
        title: 'Returns and refunds',
        bodyHtml: '<h2>Thirty days</h2><p>Send it <strong>back</strong> within a month.</p>',
        updatedAt: '2026-11-30T10:00:00.000Z',
      },
    });
    renderRoutes(routes, '/pages/returns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns and refunds' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Thirty days' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Returns and refunds'));
    // The same description the server writes into the page a visitor lands on.
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'Thirty days Send it back within a month.',
      ),
    );
  });

  it('sends an unknown page to the not-found page without asking the API', async () => {
    renderRoutes(routes, '/pages/terms');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(server.sent()).toEqual([]);
  });
});
