import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@shared/constants';
import { publicStock, type Product } from '@shared/schemas/catalog';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { card } from '@web/test/fixtures/home';
import { getCartQueryOptions } from '@web/features/cart';
import { renderRoutes } from '@web/test/render';
import { expectToHold } from '@web/test/hold';
import { serveApi, type SentRequest, type ServedApi } from '@web/test/serve-api';
import { addonsFixture, productFixture, reviewsFixture, variantsFixture } from '../testing/fixtures';
import { ProductPage } from './product-page';
import { profileFixture } from '@web/test/fixtures/profile';

const routes = [{ path: '/inventory/:productId', Component: ProductPage }];
let server: ServedApi;

function serve(product: Product, extra: Record<string, unknown> = {}) {
  const base = `/product/inventory/${product.productId}`;
  server.answer({
    [base]: product,
    [`${base}/addon`]: { list: addonsFixture },
    [`${base}/variants`]: { list: [] },
    [`${base}/review`]: { list: reviewsFixture, total: reviewsFixture.length },
    [`${base}/recommend`]: { list: [card(11, 'Stoneware Mug', 2400), card(12, 'Linen Throw', 8900)] },
    'POST /shopping-cart/item': { cartItemId: 1, qty: 1 },
    ...extra,
  });
}

const signIn = () =>
  useSessionStore.setState({
    token: { accessToken: 'a', refreshToken: 'r' },
    user: profileFixture({ screenName: 'Ann' }),
  });
const posts = () => server.sent().filter((request) => request.method === 'POST');
/** How full each drawn star is (the stars are decorative: the text beside them says the rating). */
const fillsIn = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('[data-fill]'), (star) => Number(star.getAttribute('data-fill')));

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
/**
 * Every observed element is in view at once: the shopper scrolls down to the details under the
 * product, which load as they come near (product-view.tsx).
 */
class EverythingInView {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Nothing comes into view: the shopper stays at the top of the page. */
class NothingInView extends EverythingInView {
  override observe() {}
}

beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  vi.stubGlobal('IntersectionObserver', EverythingInView);
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.reset();
  // sonner keeps toasts in a module-level store and replays active ones to the next Toaster.
});

describe('product page', () => {
  it('shows breadcrumb, badges, features, prices, both description tabs (as the server sent them), comments and related products', async () => {
    const user = userEvent.setup();
    serve(
      // The server sanitises product HTML when it is written (server catalog/product-row.ts); the page shows it as sent.
      productFixture({ prodDescMd: '<p>Soft merino.</p><ul><li>Ribbed <strong>cuffs</strong></li></ul>' }),
    );
    renderRoutes(routes, '/inventory/80');

    expect(await screen.findByRole('heading', { level: 1, name: 'Merino V-Neck Sweater' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/category/1');
    expect(crumbs.getByRole('link', { name: 'Knitwear' })).toHaveAttribute('href', '/category/8');
    expect(crumbs.getByText('Merino V-Neck Sweater')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('Limited')).toHaveStyle({ backgroundColor: '#6b4bc2', color: '#ffffff' });
    expect(within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(2);
    const price = screen.getByTestId('product-price');
    expect(within(price).getByText('$113.00')).toBeInTheDocument();
    expect(within(price).getByText('$150.00').closest('s')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Merino V-Neck Sweater images' })).toBeInTheDocument();

    // The details under the product load as the shopper scrolls near them.
    const description = await screen.findByRole('tabpanel', { name: 'Product Description' });
    expect(within(description).getByText('Soft merino.')).toBeInTheDocument();
    expect(within(description).getByRole('listitem')).toHaveTextContent('Ribbed cuffs');
    await user.click(screen.getByRole('tab', { name: 'Technical Information' }));
    const technical = screen.getByRole('tabpanel', { name: 'Technical Information' });
    expect(within(technical).getByText('Soft merino.')).toBeInTheDocument();

    // No detail images in this product: no 'Detailed Introduction'.
    expect(screen.queryByRole('heading', { name: 'Detailed Introduction' })).toBeNull();

    const overall = await screen.findByTestId('overall-rating');
    expect(overall).toHaveTextContent('4.5 out of 5 · 2 reviews');
    expect(fillsIn(overall)).toEqual([1, 1, 1, 1, 0.5]);
    expect(screen.getByRole('button', { name: '4.5 out of 5 · 2 reviews' })).toBeInTheDocument();
    const comments = within(await screen.findByRole('list', { name: 'Comments' }));
    expect(comments.getAllByRole('article')).toHaveLength(2);
    expect(comments.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(comments.getByText('Soft and warm.')).toBeInTheDocument();
    expect(comments.getByRole('img', { name: 'Photo from Isla M.' })).toBeInTheDocument();
    expect(comments.getByText(dayjs('2025-10-30T08:24:38.000Z').format(DATE_FORMAT))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    const related = screen.getByRole('region', { name: 'You May Also Like' });
    expect(await within(related).findByRole('link', { name: /Stoneware Mug/ })).toHaveAttribute(
      'href',
      '/inventory/11',
    );
  });

  it("without reviews: 'No comments yet', 'No reviews yet' and the default 5.0 with empty stars; detail images when there are some", async () => {
    serve(productFixture({ ratingDisplay: 500, reviewCount: 0, detailGalleryJson: ['/media/demo/detail/a.svg'] }), {
      '/product/inventory/80/review': { list: [], total: 0 },
    });
    renderRoutes(routes, '/inventory/80');
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    const overall = screen.getByTestId('overall-rating');
    expect(overall).toHaveTextContent('5.0 out of 5 · No reviews yet');
    // Nobody rated it: the default 5.0 fills no star, here or beside the name.
    expect(fillsIn(overall)).toEqual([0, 0, 0, 0, 0]);
    const summary = screen.getByRole('button', { name: 'No reviews yet' });
    expect(fillsIn(summary)).toEqual([0, 0, 0, 0, 0]);
    expect(screen.getByRole('heading', { name: 'Detailed Introduction' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Merino V-Neck Sweater, detail 1' })).toHaveAttribute(
      'src',
      '/media/demo/detail/a.svg',
    );
  });

  it('the rating under the name scrolls to the comments, loading them first when the shopper has not scrolled', async () => {
    vi.stubGlobal('IntersectionObserver', NothingInView);
    // jsdom does not scroll: record which element the page scrolls to.
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const user = userEvent.setup();
    serve(productFixture());
    renderRoutes(routes, '/inventory/80');

    await user.click(await screen.findByRole('button', { name: '4.5 out of 5 · 2 reviews' }));
    const heading = await screen.findByRole('heading', { name: 'Latest Comments' });
    await waitFor(() => expect(scrolledTo).toEqual([heading]));
    expect(await screen.findByRole('list', { name: 'Comments' })).toBeInTheDocument();
  });

  it("loads six comments at a time with 'Load more'", async () => {
    const user = userEvent.setup();
    const review = (id: number) => ({ ...reviewsFixture[1], reviewId: id, content: `Review ${id}` });
    serve(productFixture(), {
      '/product/inventory/80/review': ({ params }: SentRequest) =>
        params.page === '1'
          ? { list: [1, 2, 3, 4, 5, 6].map(review), total: 8 }
          : { list: [7, 8].map(review), total: 8 },
    });
    renderRoutes(routes, '/inventory/80');
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(comments).getAllByRole('article')).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      server
        .sent()
        .filter((request) => request.path.endsWith('/review'))
        .map((request) => request.params),
    ).toEqual([
      { page: '1', num: '6', sort: 'default' },
      { page: '2', num: '6', sort: 'default' },
    ]);
  });

  it('the displayed price follows the confirmed add-ons, whose names appear under Choose Addons', async () => {
    const user = userEvent.setup();
    serve(productFixture());
    renderRoutes(routes, '/inventory/80');
    await user.click(await screen.findByRole('button', { name: /Choose Addons/ }));
    // The picker's code loads on its first open.
    await user.click(await screen.findByRole('radio', { name: 'Navy +$5.00' }));
    await user.click(screen.getByRole('radio', { name: 'XL +$2.50' }));
    await user.click(screen.getByRole('button', { name: 'Confirm selection' }));

    expect(screen.getByTestId('selected-addons')).toHaveTextContent('Navy, XL');
    const price = screen.getByTestId('product-price');
    expect(price).toHaveTextContent('+ $7.50 add-ons');
    expect(price).toHaveTextContent('Total $120.50');
  });

  it('choosing a colour whose name a gallery picture carries shows that picture', async () => {
    const user = userEvent.setup();
    const navy = '/media/demo/product/sweater-1-2-navy-0.svg';
    serve(productFixture({ galleryJson: [...productFixture().galleryJson, navy] }));
    renderRoutes(routes, '/inventory/80');
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Choose Addons/ }));
    await user.click(await screen.findByRole('radio', { name: 'Navy +$5.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm selection' }));

    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
  });

  it("choosing a colour whose combination has its own picture shows that picture, whatever the file's name", async () => {
    const user = userEvent.setup();
    const own = '/media/demo/product/sweater-3-9.svg';
    serve(productFixture({ galleryJson: [...productFixture().galleryJson, own] }), {
      '/product/inventory/80/variants': {
        list: variantsFixture({ picture: (colour) => (colour === 382 ? own : null) }),
      },
    });
    renderRoutes(routes, '/inventory/80');
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Choose Addons/ }));
    await user.click(await screen.findByRole('radio', { name: 'Navy +$5.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm selection' }));

    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('has no Choose Addons button when the product has no add-ons', async () => {
    serve(productFixture({ requireSizeAddon: false }), { '/product/inventory/80/addon': { list: [] } });
    renderRoutes(routes, '/inventory/80');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: /Choose Addons/ })).toBeNull();
  });

  it("a visitor's 'Add to Cart' opens the login dialog and sends nothing", async () => {
    const user = userEvent.setup();
    serve(productFixture({ requireSizeAddon: false }));
    renderRoutes(routes, '/inventory/80');
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(useSessionStore.getState().showLogin).toBe(true);
    expect(useSessionStore.getState().afterSignIn).toEqual({ kind: 'add-to-cart', item: { productId: 80, qty: 1 } });
    expect(screen.queryByRole('dialog', { name: 'Choose Addons' })).toBeNull();
    expect(posts()).toEqual([]);
  });

  it("signed in, a missing required size opens the picker; once confirmed, 'Add to Cart' adds with the chosen ids", async () => {
    const user = userEvent.setup();
    signIn();
    serve(productFixture());
    const { queryClient } = renderRoutes(routes, '/inventory/80');
    queryClient.setQueryData(getCartQueryOptions().queryKey, { list: [] });

    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Choose Addons' });
    expect(posts()).toEqual([]);
    expect(within(dialog).getByRole('radio', { name: 'S' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm selection' }));
    expect(screen.getByTestId('selected-addons')).toHaveTextContent('S');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item successfully added to cart')).toBeInTheDocument();
    expect(posts()).toEqual([
      { method: 'POST', path: '/shopping-cart/item', params: {}, body: { inventoryId: 80, qty: 1, sizeAddonId: 384 } },
    ]);
    expect(queryClient.getQueryState(getCartQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(useSessionStore.getState().showLogin).toBe(false);
  });

  it('signed in, a product with nothing required is added straight away', async () => {
    const user = userEvent.setup();
    signIn();
    serve(productFixture({ requireSizeAddon: false }));
    renderRoutes(routes, '/inventory/80');
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText('Item successfully added to cart')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Choose Addons' })).toBeNull();
    expect(posts().map((request) => request.body)).toEqual([{ inventoryId: 80, qty: 1 }]);
  });

  it('once added, a notification names the item with its picture and options, offers View cart and Checkout, and gives the focus back when closed', async () => {
    const user = userEvent.setup();
    signIn();
    serve(productFixture({ requireSizeAddon: false }));
    renderRoutes(routes, '/inventory/80');
    await user.click(await screen.findByRole('button', { name: /Choose Addons/ }));
    await user.click(await screen.findByRole('radio', { name: 'Navy +$5.00' }));
    await user.click(screen.getByRole('radio', { name: 'XL +$2.50' }));
    await user.click(screen.getByRole('button', { name: 'Confirm selection' }));
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    add.focus();
    await user.keyboard('{Enter}');

    // Not modal: the page stays usable behind it; the focus moves to it so Tab reaches its links.
    const note = await screen.findByRole('dialog', { name: 'Item successfully added to cart' });
    expect(note).not.toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(note).toHaveFocus());
    expect(within(note).getByText('Merino V-Neck Sweater')).toBeInTheDocument();
    expect(within(note).getByText('Navy, XL')).toBeInTheDocument();
    expect(note.querySelector('img')).toHaveAttribute('src', productFixture().coverPath);
    await user.tab();
    expect(within(note).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(note).getByRole('link', { name: 'View cart' })).toHaveFocus();
    expect(within(note).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await user.tab();
    expect(within(note).getByRole('link', { name: 'Checkout' })).toHaveFocus();
    expect(within(note).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/order?couponCode=');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();

    // Again, closed with its button this time.
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Item successfully added to cart' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();
  });

  it("'Add to Cart' ignores clicks while the request runs, and keeps the focus until the item is in", async () => {
    const user = userEvent.setup();
    signIn();
    // Made before the request arrives, so answering cannot race the request to the server.
    let answer: (value: unknown) => void = () => {};
    const added = new Promise((resolve) => (answer = resolve));
    serve(productFixture({ requireSizeAddon: false }), { 'POST /shopping-cart/item': () => added });
    renderRoutes(routes, '/inventory/80');
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'true'));
    expect(add).toHaveFocus();
    await user.click(add);
    answer({ cartItemId: 1, qty: 1 });
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    // Then the notification of what was added takes the focus (and gives it back when it closes).
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Item successfully added to cart' })).toHaveFocus());
    expect(posts()).toHaveLength(1);
  });

  it('an unknown product shows a friendly not-found state', async () => {
    serve(productFixture());
    renderRoutes(routes, '/inventory/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('an id that cannot exist is not even requested', async () => {
    serve(productFixture());
    renderRoutes(routes, '/inventory/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(server.sent()).toEqual([]);
  });
});

describe('product page stock', () => {
  const phoneMatchMedia = window.matchMedia;
  /** Wide layout (≥768px): the info column holds 'Add to Cart'; on phones the sticky bar does. */
  function wide() {
    window.matchMedia = (query: string) => ({ ...phoneMatchMedia(query), matches: true });
  }
  afterEach(() => {
    window.matchMedia = phoneMatchMedia;
  });

  const addToCart = () => screen.findByRole('button', { name: 'Add to Cart' });

  it.each([
    ['phone', () => {}],
    ['wide', wide],
  ])("says 'Only N left' at 5 or fewer and still sells (%s)", async (_layout, setLayout) => {
    setLayout();
    serve(productFixture(publicStock(5)));
    renderRoutes(routes, '/inventory/80');
    expect(await screen.findByText('Only 5 left')).toBeVisible();
    await waitFor(async () => expect(await addToCart()).toBeEnabled());
    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  it.each([
    ['phone', () => {}],
    ['wide', wide],
  ])("says 'Out of stock' at 0 and disables 'Add to Cart' (%s)", async (_layout, setLayout) => {
    const user = userEvent.setup();
    signIn();
    setLayout();
    serve(productFixture({ ...publicStock(0), requireSizeAddon: false }));
    renderRoutes(routes, '/inventory/80');
    expect(await screen.findByText('Out of stock')).toBeVisible();
    // Disabled for good, not only while the add-ons load.
    await waitFor(() => expect(server.sent().some((r) => r.path.endsWith('/addon'))).toBe(true));
    await waitFor(() => expect(screen.getByTestId('product-price')).toBeInTheDocument());
    const add = await addToCart();
    expect(add).toBeDisabled();
    await user.click(add);
    await expectToHold(() => expect(posts()).toEqual([]));
  });

  it.each([
    ['phone', () => {}],
    ['wide', wide],
  ])(
    "follows the chosen colour and size: the combination's stock, not the product's (%s)",
    async (_layout, setLayout) => {
      const user = userEvent.setup();
      setLayout();
      // Plenty of the sweater in all, but only 3 of Navy in XL.
      serve(productFixture(publicStock(60)), {
        '/product/inventory/80/variants': {
          list: variantsFixture({ units: (colour, size) => (colour === 382 && size === 386 ? 3 : 40) }),
        },
      });
      renderRoutes(routes, '/inventory/80');
      expect(await screen.findByText('In stock')).toBeVisible();
      await user.click(await screen.findByRole('button', { name: /Choose Addons/ }));
      await user.click(await screen.findByRole('radio', { name: 'Navy +$5.00' }));
      await user.click(await screen.findByRole('radio', { name: 'XL — Only 3 left +$2.50' }));
      await user.click(screen.getByRole('button', { name: 'Confirm selection' }));

      expect(await screen.findByText('Only 3 left')).toBeVisible();
      expect(screen.queryByText('In stock')).toBeNull();
    },
  );

  it("says 'In stock', not how many, while there is plenty", async () => {
    serve(productFixture(publicStock(6)));
    renderRoutes(routes, '/inventory/80');
    await waitFor(async () => expect(await addToCart()).toBeEnabled());
    expect(screen.getByText('In stock')).toBeVisible();
    expect(screen.queryByText(/left$/)).toBeNull();
    expect(screen.queryByText('Out of stock')).toBeNull();
  });
});
