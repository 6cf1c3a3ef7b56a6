import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { profileFixture } from '@web/test/fixtures/profile';
import { ConsoleShell } from './console-shell';
import { RequireScope } from '../kit/scopes';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const fulfilment = {
  role: 'fulfilment',
  roleName: 'Fulfilment',
  scopes: ['orders:read', 'shipments:write'],
  refundLimit: null,
};

describe('the console for a role', () => {
  it('links only the pages a Fulfilment member may open', async () => {
    server.answer({ '/user/profile': profileFixture({ role: 'operator', staff: fulfilment }) });
    renderRoutes([{ path: '/admin', element: <ConsoleShell>page</ConsoleShell> }], '/admin');
    const nav = (await screen.findAllByRole('navigation', { name: 'Console' }))[0]!;
    await within(nav).findByRole('link', { name: 'Orders' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Failed mails', 'Back to the shop']);
  });

  it('says a page is not open to the role instead of loading it', async () => {
    server.answer({ '/user/profile': profileFixture({ role: 'operator', staff: fulfilment }) });
    renderRoutes(
      [{ path: '/admin/products', element: <RequireScope scope="products:read">the products</RequireScope> }],
      '/admin/products',
    );
    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
    expect(screen.queryByText('the products')).toBeNull();
  });
});
