// Rendered as the server renders it (the `web-server` project in vitest.config.ts: Node, SSR),
// then read as the browser parses it.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { listPage } from '@web/features/catalog/testing/catalog-routes';
import { addonsFixture, productFixture } from '@web/features/product/testing/fixtures';
import { bannersFixture, navItemsFixture, sectionsFixture } from '@web/test/fixtures/home';
import { firstPaintReady, renderFirstPaint, type FirstScreen } from './first-paint';
import { itemAt } from '@shared/item-at';

/** The first paint as the browser parses it, before any script has run. */
function painted(screen?: FirstScreen) {
  const { document } = new JSDOM(`<div id="root">${renderFirstPaint(screen)}</div>`).window;
  return within(document.getElementById('root')!);
}

beforeAll(() => firstPaintReady);

const navItems = { navItems: navItemsFixture };

describe("a landing page's first paint, rendered by the server", () => {
  it("shows the product's name, price and first picture, in the desktop and the phone layout, CSS choosing", () => {
    const product = productFixture({ name: 'Merino V-Neck Sweater', price: 11300 });
    const page = painted({
      url: '/inventory/80',
      page: { route: 'product', productId: '80' },
      data: { navItems, product, addons: { list: addonsFixture } },
    });

    const headings = page.getAllByRole('heading', { level: 1, name: 'Merino V-Neck Sweater' });
    expect(headings).toHaveLength(2);
    const [desktop, phone] = headings.map((heading) => heading.closest('.md\\:hidden, .hidden'));
    expect(desktop?.classList.contains('hidden') && desktop.classList.contains('md:block')).toBe(true);
    expect(phone?.classList.contains('md:hidden')).toBe(true);
    expect(page.getAllByText('$113.00').length).toBeGreaterThan(0);
    for (const picture of page.getAllByRole('img', { name: 'Merino V-Neck Sweater' }).slice(0, 1)) {
      expect(picture.getAttribute('src')).toBe(product.coverPath);
      expect(picture.getAttribute('fetchpriority')).toBe('high');
    }
    // The menu came with the page; what is below the fold waits for its code, as on a first visit.
    expect(page.getAllByText('Home & Living').length).toBeGreaterThan(0);
    expect(page.queryByRole('tab', { name: 'Product Description' })).toBeNull();
  });

  it("shows a category's heading, its sub-categories from the menu it carries, and its first cards", () => {
    const page = painted({
      url: '/category/1',
      page: { route: 'category', categoryId: '1' },
      data: {
        navItems,
        category: { displayName: 'Home & Living', description: 'Pieces for slow mornings.' },
        list: listPage(1, 30),
      },
    });
    expect(page.getByRole('heading', { level: 1, name: 'Home & Living' })).toBeTruthy();
    expect(page.getByText('Pieces for slow mornings.')).toBeTruthy();
    const chips = within(page.getByRole('navigation', { name: 'Sub-categories' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Ceramics', 'Textiles', 'Lighting', 'Candles']);
    expect(page.getByRole('link', { name: /Product 12/ })).toBeTruthy();
    expect(page.getByText(/30 products/i)).toBeTruthy();
  });

  it("shows the home page's first banner", () => {
    const page = painted({
      url: '/',
      page: { route: 'home' },
      data: { navItems, banners: { banners: bannersFixture }, sections: { list: sectionsFixture } },
    });
    expect(page.getByText(itemAt(bannersFixture, 0).firstTitle)).toBeTruthy();
  });

  it('is the header alone without a page: what index.html shows on every other page', () => {
    const page = painted();
    expect(page.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(page.queryByRole('main')).toBeNull();
  });
});
