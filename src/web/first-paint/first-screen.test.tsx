import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FIRST_SCREEN_DATA_ID } from '@shared/first-screen';
import { catalogRoutes, listPage } from '@web/features/catalog/testing/catalog-routes';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { navItemsFixture } from '@web/test/fixtures/home';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { seedFirstScreen } from './first-screen';
import { AppProviders, createQueryClient } from '@web/app/providers';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => useSessionStore.setState(initialSessionState));
afterEach(() => {
  server.reset();
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
});

/** The element the server puts in the page (server/first-paint/storefront-page.ts). */
function carried(payload: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_DATA_ID;
  element.textContent = JSON.stringify(payload);
  document.body.append(element);
}

const category = { displayName: 'Home & Living', description: 'Pieces for slow mornings.' };

describe('the first screen carried in the page', () => {
  it('shows the category and its first page at the first render, without asking the API for them', () => {
    server.answer({ '/home/nav-items': { navItems: navItemsFixture } });
    carried({
      page: { route: 'category', categoryId: '1' },
      data: { navItems: { navItems: navItemsFixture }, category, list: listPage(1, 30) },
    });
    const queryClient = createQueryClient();
    seedFirstScreen(queryClient);
    // The menu is in the store before anything renders, so the first render draws it.
    expect(useSessionStore.getState().menuList).toEqual(navItemsFixture);
    const router = createMemoryRouter(catalogRoutes, { initialEntries: ['/category/1'] });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    // No findBy: the page is complete at once.
    expect(screen.getByRole('heading', { level: 1, name: 'Home & Living' })).toBeInTheDocument();
    expect(screen.getByText('Pieces for slow mornings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Product 12/ })).toBeInTheDocument();
    expect(screen.getByText(/30 products/i)).toBeInTheDocument();
    const asked = server.sent().map((request) => request.path);
    expect(asked).not.toContain('/filter/category/1');
    expect(asked).not.toContain('/product/inventory');
    // The menu came with the page: the shell that just mounted does not ask for it again.
    expect(queryClient.getQueryState(['home', 'nav-items'])?.fetchStatus).toBe('idle');
  });

  it("shows a search's first page at the first render, without asking the API for it", () => {
    server.answer({ '/home/nav-items': { navItems: navItemsFixture } });
    carried({
      page: { route: 'search', keyword: 'lamp' },
      data: { navItems: { navItems: navItemsFixture }, list: listPage(1, 30) },
    });
    const queryClient = createQueryClient();
    seedFirstScreen(queryClient);
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider
          router={createMemoryRouter(catalogRoutes, { initialEntries: ['/inventory/search?keyword=lamp'] })}
        />
      </AppProviders>,
    );

    expect(screen.getByRole('link', { name: /Product 12/ })).toBeInTheDocument();
    expect(server.sent().map((request) => request.path)).not.toContain('/product/inventory');
  });

  it('asks for the menu when the shell appears with one loaded earlier', () => {
    server.answer({ '/home/nav-items': { navItems: navItemsFixture } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['home', 'nav-items'], { navItems: navItemsFixture }, { updatedAt: Date.now() - 60_000 });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createMemoryRouter(catalogRoutes, { initialEntries: ['/category/1'] })} />
      </AppProviders>,
    );
    expect(queryClient.getQueryState(['home', 'nav-items'])?.fetchStatus).toBe('fetching');
  });

  it('is used once: the element goes, and a page without one seeds nothing', () => {
    carried({ page: { route: 'product', productId: '7' }, data: { product: { inventoryId: 7 } } });
    const first = createQueryClient();
    seedFirstScreen(first);
    expect(first.getQueryData(['catalog', 'product', '7'])).toEqual({ productId: 7 });
    expect(document.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();

    const second = createQueryClient();
    seedFirstScreen(second);
    expect(second.getQueryCache().getAll()).toHaveLength(0);
  });
});
