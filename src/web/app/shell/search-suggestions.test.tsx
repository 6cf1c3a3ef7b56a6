import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Suggestions } from '@shared/schemas/catalog';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { navItemsFixture } from '@web/test/fixtures/home';
import { renderRoutes } from '@web/test/render';
import { serveApi, type SentRequest, type ServedApi } from '@web/test/serve-api';
import { sendJson } from '@web/test/http-server';
import { SUCCESS_CODE } from '@shared/envelope';
import { routes } from '../router';

let server: ServedApi;
const suggestions: Suggestions = {
  products: [
    { productId: 7, name: 'Studio Headphones', coverPath: '/media/p7.svg', price: 12900 },
    { productId: 8, name: 'Travel Headphones', coverPath: '/media/p8.svg', price: 8900 },
  ],
  categories: [{ categoryId: 3, displayName: 'Headphones' }],
};
const asked = () =>
  server
    .sent()
    .filter((request) => request.path === '/search/suggest')
    .map((request) => request.params.q);
// jsdom applies no CSS, so the wide-screen box is in the document; the phone drawer is closed.
const box = () => screen.getByRole('combobox', { name: 'Search products' });

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());

beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  server.answer({
    '/home/nav-items': { navItems: navItemsFixture },
    '/search/suggest': ({ params }: SentRequest) =>
      params.q?.startsWith('hea') ? suggestions : { products: [], categories: [] },
  });
});
afterEach(() => server.reset());

async function typeAndWaitForList(text: string) {
  const user = userEvent.setup();
  const view = renderRoutes(routes, '/404');
  await screen.findByText('Page not found');
  await user.type(box(), text);
  const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
  return { user, listbox, ...view };
}

describe('search suggestions', () => {
  it('a combobox: typing shows products (picture, name, price) and categories, asking less often than keys are pressed', async () => {
    renderRoutes(routes, '/404');
    await screen.findByText('Page not found');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');

    const user = userEvent.setup();
    await user.type(box(), 'headphones');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Studio Headphones$129.00',
      'Travel Headphones$89.00',
      'HeadphonesCategory',
      'Search for “headphones”',
    ]);
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', '/media/p7.svg');
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Search' })).toBeInTheDocument();
    // Keystrokes within the debounce make one request (exactly one when the machine keeps up).
    await waitFor(() => expect(asked().at(-1)).toBe('headphones'));
    expect(asked().length).toBeLessThan('headphones'.length);
  });

  it('arrow keys move the active option (wrapping through the box), Enter opens it', async () => {
    const { user, listbox, router } = await typeAndWaitForList('hea');
    const options = within(listbox).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(box()).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/8'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a category opens its page', async () => {
    const { user, router } = await typeAndWaitForList('hea');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/3'));
  });

  it('Escape closes the list and keeps the text; Enter with no active option goes to the search page', async () => {
    const { user, router } = await typeAndWaitForList('hea');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('hea');

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/search'));
    expect(router.state.location.search).toBe('?keyword=hea');
  });

  it('the last row searches the words typed', async () => {
    const { user, router } = await typeAndWaitForList('hea');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/search'));
    expect(router.state.location.search).toBe('?keyword=hea');
  });

  it('a click on an option opens it', async () => {
    const { user, listbox, router } = await typeAndWaitForList('hea');
    await user.click(within(listbox).getByRole('option', { name: /Studio Headphones/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/7'));
  });

  it('no list when nothing matches', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/404');
    await screen.findByText('Page not found');
    await user.type(box(), 'zzz');
    await waitFor(() => expect(asked()).toEqual(['zzz']));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a request superseded by more typing is cancelled, and its late answer never shows', async () => {
    const cancelled: string[] = [];
    let answerFirst: (() => void) | undefined;
    server.routes.set('GET /api/search/suggest', (request, res) => {
      const q = new URL(request.url, server.origin).searchParams.get('q') ?? '';
      const answer = () =>
        sendJson(res, 200, {
          code: SUCCESS_CODE,
          errMsg: '',
          data: q === 'he' ? { products: [], categories: [{ categoryId: 9, displayName: 'Hats' }] } : suggestions,
        });
      res.on('close', () => {
        if (!res.writableEnded) cancelled.push(q);
      });
      if (q === 'he') answerFirst = answer;
      else answer();
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/404');
    await screen.findByText('Page not found');
    await user.type(box(), 'he');
    await waitFor(() => expect(asked()).toEqual(['he']));
    await user.type(box(), 'a');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(cancelled).toEqual(['he']));
    answerFirst?.();
    expect(within(listbox).queryByRole('option', { name: /Hats/ })).toBeNull();
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  });
});
