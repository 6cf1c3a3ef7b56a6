import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyView } from '@shared/schemas/api-keys';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { IntegrationsPage } from './integrations-page';

const SECRET = 'nwk_live_AbCdEfGh0123456789abcdefghijklmnopqrstuvw';

const key = (over: Partial<ApiKeyView>): ApiKeyView => ({
  apiKeyId: 1,
  name: 'Warehouse',
  scopes: ['orders:read', 'stock:write'],
  prefix: 'nwk_live_AbCdEfGh',
  createdBy: 'ops@example.com',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: '2026-11-21T10:00:00.000Z',
  revokedAt: null,
  ...over,
});

const warehouse = key({});
const old = key({
  apiKeyId: 2,
  name: 'Old accounting',
  scopes: ['orders:read'],
  prefix: 'nwk_live_ZZZZZZZZ',
  lastUsedAt: null,
  revokedAt: '2026-11-22T08:00:00.000Z',
});

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const renderPage = () =>
  renderRoutes([{ path: '/admin/integrations', Component: IntegrationsPage }], '/admin/integrations');

async function loadedTable() {
  const table = await screen.findByRole('table', { name: 'API keys' });
  await within(table).findByText('Warehouse');
  return table;
}

describe('IntegrationsPage', () => {
  it('lists each key: name, prefix, scopes, who made it, when last used; revoked ones say so', async () => {
    server.answer({ '/admin/api-keys': { apiKeys: [warehouse, old] } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    const table = await loadedTable();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('nwk_live_AbCdEfGh…');
    expect(within(first!).getByRole('list', { name: 'Scopes of Warehouse' })).toHaveTextContent(
      'Orders: readStock: write',
    );
    expect(first).toHaveTextContent('ops@example.com');
    expect(within(first!).getByRole('button', { name: 'Revoke Warehouse' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Never');
    expect(second).toHaveTextContent('Revoked');
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it('revokes a key only once confirmed, then reads the list again', async () => {
    const user = userEvent.setup();
    server.answer({
      '/admin/api-keys': { apiKeys: [warehouse] },
      'DELETE /admin/api-keys/1': { apiKeyId: 1, revokedAt: '2026-11-29T07:00:00.000Z' },
    });
    renderPage();
    const table = await loadedTable();
    await user.click(within(table).getByRole('button', { name: 'Revoke Warehouse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Warehouse?' });
    expect(server.sent().map((r) => r.method)).toEqual(['GET']);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(server.sent().map((r) => `${r.method} ${r.path}`)).toEqual([
        'GET /admin/api-keys',
        'DELETE /admin/api-keys/1',
        'GET /admin/api-keys',
      ]),
    );
    expect(await screen.findByText('Warehouse revoked')).toBeInTheDocument();
  });

  it('makes a key with a name and the scopes ticked, shows its secret once with a copy button', async () => {
    const user = userEvent.setup();
    server.answer({
      '/admin/api-keys': { apiKeys: [] },
      'POST /admin/api-keys': (request: { body: unknown }) => ({
        apiKeyId: 3,
        ...(request.body as object),
        prefix: 'nwk_live_AbCdEfGh',
        secret: SECRET,
      }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });

    // Nothing ticked: the form says so and sends nothing.
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Stock system');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Choose at least one scope')).toBeInTheDocument();
    expect(server.sent().filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Stock Write' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Orders Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() =>
      expect(server.sent().find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Stock system',
        scopes: ['stock:write', 'orders:read'],
      }),
    );

    const shown = await screen.findByRole('dialog', { name: 'Copy the key of Stock system' });
    expect(within(shown).getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // Once closed, the secret is gone from the page.
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });
});
