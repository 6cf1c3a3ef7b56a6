import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import type { consoleCategorySchema } from '@shared/schemas/console-catalog';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi, type SentRequest } from '@web/test/serve-api';
import { CategoryListPage } from './category-list-page';

type Category = z.infer<typeof consoleCategorySchema>;
const category = (categoryId: number, displayName: string, parentId: number | null, productCount = 0): Category => ({
  categoryId,
  parentId,
  displayName,
  description: '',
  coverPath: null,
  productCount,
});

let server: ServedApi;
let list: Category[];

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  list = [
    category(1, 'Home', null, 3),
    category(2, 'Lamps', 1, 3),
    category(3, 'Rugs', 1),
    category(4, 'Garden', null),
  ];
  server.answer({
    '/admin/categories': () => ({ list }),
    'POST /admin/categories': ({ body }: SentRequest) => {
      const { displayName, parentId } = body as { displayName: string; parentId: number | null };
      list = [...list, category(5, displayName, parentId)];
      return { categoryId: 5 };
    },
    'POST /admin/categories/order': ({ body }: SentRequest) => {
      const { categoryIds } = body as { categoryIds: number[] };
      list = [...list].sort((a, b) => categoryIds.indexOf(a.categoryId) - categoryIds.indexOf(b.categoryId));
      return { list };
    },
  });
});
afterEach(() => server.reset());

const renderPage = () =>
  renderRoutes([{ path: '/admin/categories', Component: CategoryListPage }], '/admin/categories');
const table = () => screen.findByRole('table', { name: 'Categories' });
const sentTo = (method: string, path: string) =>
  server
    .sent()
    .filter((r) => r.method === method && r.path === path)
    .map((r) => r.body);

describe("the console's categories", () => {
  it('adds a sub-category inside the category chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Vases');
    await user.selectOptions(within(dialog).getByLabelText('Inside'), 'Home');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Vases saved')).toBeInTheDocument();
    expect(sentTo('POST', '/admin/categories')).toEqual([{ displayName: 'Vases', description: '', parentId: 1 }]);
    expect(await within(await table()).findByText('Home › Vases')).toBeInTheDocument();
  });

  it('moves a category among its siblings only: the first cannot go up, the last cannot go down', async () => {
    const user = userEvent.setup();
    renderPage();
    const rows = within(await table());
    expect(await rows.findByRole('button', { name: 'Move Home up' })).toBeDisabled();
    expect(rows.getByRole('button', { name: 'Move Rugs down' })).toBeDisabled();
    await user.click(rows.getByRole('button', { name: 'Move Rugs up' }));
    await waitFor(() => expect(rows.getByRole('button', { name: 'Move Lamps down' })).toBeDisabled());
    expect(sentTo('POST', '/admin/categories/order')).toEqual([{ parentId: 1, categoryIds: [3, 2] }]);
  });

  it('asks before deleting, and shows why the shop refused', async () => {
    const user = userEvent.setup();
    server.routes.set('DELETE /api/admin/categories/2', (_request, res) => {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 40900,
          data: null,
          errMsg: 'Lamps still holds 3 products: move them to another category first',
        }),
      );
    });
    renderPage();
    await user.click(await within(await table()).findByRole('button', { name: 'Delete Lamps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lamps?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(
      await screen.findByText('Lamps still holds 3 products: move them to another category first'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Lamps?' })).toBeInTheDocument();
  });
});
