import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { navItemsFixture } from '@web/test/fixtures/home';
import { renderRoutes } from '@web/test/render';
import { serveApi, type SentRequest, type ServedApi } from '@web/test/serve-api';
import { catalogRoutes, listPage } from '../testing/catalog-routes';

let server: ServedApi;
const searches = () =>
  server
    .sent()
    .filter((request) => request.path === '/product/inventory')
    .map((request) => request.params);
// jsdom applies no CSS, so the wide-screen box is in the document; the phone drawer is closed.
const headerBox = () => screen.getByRole('combobox', { name: 'Search products' });

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());

beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  server.answer({
    '/home/nav-items': { navItems: navItemsFixture },
    '/product/inventory': ({ params }: SentRequest) =>
      params.search === 'zzz' ? { list: [], total: 0 } : listPage(Number(params.page), 20),
  });
});
afterEach(() => server.reset());

describe('search page', () => {
  it('shows the keyword in the heading and in the focused header box, and searches for it', async () => {
    renderRoutes(catalogRoutes, '/inventory/search?keyword=lamp');
    expect(screen.getByRole('heading', { level: 1, name: 'Searching for "lamp"' })).toBeInTheDocument();
    await waitFor(() => expect(headerBox()).toHaveValue('lamp'));
    expect(headerBox()).toHaveFocus();
    expect(await screen.findByRole('link', { name: /Product 1 \$10\.00/ })).toBeInTheDocument();
    expect(searches()).toEqual([{ page: '1', num: '12', sort: 'default', search: 'lamp' }]);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('a new keyword from the header box (Enter) starts again at page 1; Back brings the old one back into the box', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(catalogRoutes, '/inventory/search?keyword=lamp&page=2');
    expect(await screen.findByRole('link', { name: /Product 13 / })).toBeInTheDocument();

    await user.clear(headerBox());
    await user.type(headerBox(), 'oak mug{Enter}');
    expect(router.state.location.search).toBe('?keyword=oak+mug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Searching for "oak mug"' })).toBeInTheDocument();
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({ page: '1', num: '12', sort: 'default', search: 'oak mug' }),
    );

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Searching for "lamp"' })).toBeInTheDocument();
    expect(headerBox()).toHaveValue('lamp');
  });

  it('an empty keyword shows no results and a total of 0 without asking the server', async () => {
    renderRoutes(catalogRoutes, '/inventory/search?keyword=');
    expect(screen.getByRole('heading', { level: 1, name: 'Searching for ""' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    await waitFor(() => expect(server.sent().some((request) => request.path === '/home/nav-items')).toBe(true));
    expect(searches()).toEqual([]);
    expect(screen.queryAllByRole('link', { name: /\$/ })).toEqual([]);
  });

  it('says clearly when nothing matches', async () => {
    renderRoutes(catalogRoutes, '/inventory/search?keyword=zzz');
    expect(await screen.findByRole('heading', { name: 'No results for "zzz"' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    // No bar of filters that would all count zero.
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  });
});

describe('search page filters and corrections', () => {
  const facets = {
    price: { min: 1000, max: 20000 },
    ratings: [4, 3, 2, 1].map((atLeast) => ({ atLeast, count: 5 - atLeast })),
    inStock: 7,
    onSale: 2,
    colors: [{ name: 'Blue', count: 3 }],
    sizes: [],
    categories: [],
  };

  it('says which correction it shows, with a link to the words as typed', async () => {
    server.answer({
      '/product/inventory': () => ({ ...listPage(1, 3), correctedSearch: 'headphones' }),
      '/product/facets': () => facets,
    });
    renderRoutes(catalogRoutes, '/inventory/search?keyword=hedphones');
    expect(await screen.findByText('headphones')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing results for headphones.');
    // The heading names the words actually searched.
    expect(screen.getByRole('heading', { level: 1, name: 'Searching for "headphones"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for "hedphones" instead' })).toHaveAttribute(
      'href',
      '/inventory/search?keyword=hedphones&exact=1',
    );
  });

  it('shows counts in labelled groups; a choice goes to the URL and page 1, and shows as a removable chip', async () => {
    server.answer({
      '/product/inventory': ({ params }: SentRequest) => listPage(Number(params.page), 20),
      '/product/facets': () => facets,
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(catalogRoutes, '/inventory/search?keyword=lamp&page=2');
    const availability = await screen.findByRole('group', { name: 'Availability' });
    const inStock = await within(availability).findByRole('checkbox', { name: /^In stock \(7\s?products\s?\)$/ });
    await user.click(inStock);
    expect(router.state.location.search).toBe('?keyword=lamp&inStock=1');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ page: '1', search: 'lamp', inStock: '1' }));
    await user.click(screen.getByRole('button', { name: 'Remove filter: In stock' }));
    expect(router.state.location.search).toBe('?keyword=lamp');
    await user.click(screen.getByRole('radio', { name: /^4 stars & up \(1\s?products\s?\)$/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Blue \(3\s?products\s?\)$/ }));
    expect(router.state.location.search).toBe('?keyword=lamp&minRating=4&color=Blue');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('?keyword=lamp');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?keyword=lamp&minRating=4&color=Blue');
  });

  it('on a phone the "Filters" button opens a drawer of the same groups; choices apply at once, "Show" closes it', async () => {
    server.answer({
      '/product/inventory': ({ params }: SentRequest) => listPage(Number(params.page), params.inStock ? 7 : 20),
      '/product/facets': () => facets,
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(catalogRoutes, '/inventory/search?keyword=lamp');
    const button = await screen.findByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const availability = await within(drawer).findByRole('group', { name: 'Availability' });
    // By keyboard: vaul reads a CSS transform on pointer release, which jsdom does not compute.
    act(() =>
      within(availability)
        .getByRole('checkbox', { name: /^In stock \(7\s?products\s?\)$/ })
        .focus(),
    );
    await user.keyboard(' ');
    expect(router.state.location.search).toBe('?keyword=lamp&inStock=1');
    act(() => within(drawer).getByRole('button', { name: /^Show/ }).focus());
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Show 7 products' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});
