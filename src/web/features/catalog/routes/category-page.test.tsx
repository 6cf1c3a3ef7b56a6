import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { navItemsFixture } from '@web/test/fixtures/home';
import { renderRoutes } from '@web/test/render';
import { serveApi, type SentRequest, type ServedApi } from '@web/test/serve-api';
import { catalogRoutes, listPage } from '../testing/catalog-routes';

let server: ServedApi;
const listRequests = () =>
  server
    .sent()
    .filter((request) => request.path === '/product/inventory')
    .map((request) => request.params);

function serve(total: number, extra: Record<string, unknown> = {}) {
  server.answer({
    '/home/nav-items': { navItems: navItemsFixture },
    '/filter/category/1': { displayName: 'Home & Living', description: 'Pieces for slow mornings.' },
    '/filter/category/11': { displayName: 'Ceramics', description: 'Glazed by hand.' },
    '/product/inventory': ({ params }: SentRequest) => listPage(Number(params.page), total),
    ...extra,
  });
}

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => useSessionStore.setState(initialSessionState));
afterEach(() => server.reset());

describe('category page', () => {
  it('shows the name, description and first page, with a pager that changes ?page= and marks the current page', async () => {
    const user = userEvent.setup();
    serve(30);
    const { router } = renderRoutes(catalogRoutes, '/category/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home & Living' })).toBeInTheDocument();
    expect(screen.getByText('Pieces for slow mornings.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Product 1 \$10\.00/ })).toHaveAttribute('href', '/inventory/1');
    expect(screen.getByText('30 products')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: '1', num: '12', sort: 'default', categoryId: '1' }]);

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));

    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: /Product 13 / })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(listRequests().at(-1)).toMatchObject({ page: '2', categoryId: '1' });

    // Back returns to page 1 (served from the cache).
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: /Product 1 \$10\.00/ })).toBeInTheDocument();
  });

  it('has no pager when everything fits on one page', async () => {
    serve(12);
    renderRoutes(catalogRoutes, '/category/1');
    expect(await screen.findByRole('link', { name: /Product 12 / })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows placeholder cards while the products load', async () => {
    // Made before the request arrives, so answering cannot race the request to the server.
    let answer: (value: unknown) => void = () => {};
    const products = new Promise((resolve) => (answer = resolve));
    serve(30, { '/product/inventory': () => products });
    renderRoutes(catalogRoutes, '/category/1');
    await waitFor(() => expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(12));
    answer(listPage(1, 30));
    expect(await screen.findByRole('link', { name: /Product 1 \$10\.00/ })).toBeInTheDocument();
    expect(screen.queryByTestId('product-card-skeleton')).toBeNull();
  });

  it('another category starts again at page 1', async () => {
    const user = userEvent.setup();
    serve(30);
    const { router } = renderRoutes(catalogRoutes, '/category/1?page=3');
    expect(await screen.findByRole('link', { name: /Product 25 / })).toBeInTheDocument();
    // The chips come from the menu, which is loaded separately from the products.
    const shortcuts = await screen.findByRole('navigation', { name: 'Sub-categories' });
    await user.click(within(shortcuts).getByRole('link', { name: 'Ceramics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceramics' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ page: '1', num: '12', sort: 'default', categoryId: '11' }),
    );
  });

  it('sorting is kept in the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    serve(30);
    const { router } = renderRoutes(catalogRoutes, '/category/1?page=2');
    await screen.findByRole('link', { name: /Product 13 / });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(router.state.location.search).toBe('?sort=price_asc');
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ page: '1', sort: 'price_asc' }));
  });

  it('says so when the category has no products', async () => {
    serve(0);
    renderRoutes(catalogRoutes, '/category/1');
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  });

  it('an unknown category gets a friendly not-found state', async () => {
    serve(0);
    renderRoutes(catalogRoutes, '/category/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
