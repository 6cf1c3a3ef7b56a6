import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopIdentity, ShopSettings, ShopSettingsWrite } from '@shared/schemas/console-settings';
import { renderRoutes } from '@web/test/render';
import { shopBrand } from '@web/lib/shop-brand';
import { serveApi, type ServedApi, type SentRequest } from '@web/test/serve-api';
import { SettingsPage } from './settings-page';

let server: ServedApi;
let settings: ShopSettings;
let groups: string[];
let identity: ShopIdentity;

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  settings = { holdNewReviews: false, pricesIncludeTax: true, taxNumber: '' };
  groups = ['tee, t-shirt, tshirt'];
  identity = {
    name: 'Northwind Market',
    tagline: 'Considered goods.',
    addressLines: ['1 Market Street', 'San Francisco, CA 94105'],
    senderName: 'Northwind Market',
    senderEmail: 'no-reply@shop.localhost',
    logoPath: null,
  };
  server.answer({
    '/admin/settings/identity': () => identity,
    'POST /admin/settings/identity': ({ body }: SentRequest) => (identity = body as ShopIdentity),
    '/admin/search-synonyms': () => ({ groups }),
    'POST /admin/search-synonyms': ({ body }: SentRequest) => ({
      groups: (groups = (body as { groups: string[] }).groups),
    }),
    '/admin/settings': () => settings,
    'POST /admin/settings': ({ body }: SentRequest) => (settings = { ...settings, ...(body as ShopSettingsWrite) }),
  });
});
afterEach(() => server.reset());

const renderPage = () => renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');

describe("the console's settings page", () => {
  it('switches prices to exclude tax and saves the tax number, in one save', async () => {
    const user = userEvent.setup();
    renderPage();
    const includes = await screen.findByRole('checkbox', { name: 'Prices include tax' });
    expect(includes).toBeChecked();
    expect(includes).toHaveAccessibleDescription(/tax is added at checkout/);
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await user.click(includes);
    await user.type(screen.getByLabelText('Tax number'), 'DE123456789');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved: new orders follow them')).toBeInTheDocument();
    expect(
      server
        .sent()
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual([{ holdNewReviews: false, pricesIncludeTax: false, taxNumber: 'DE123456789' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Prices include tax' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hold new reviews for approval' })).not.toBeChecked();
  });

  it('a tax number longer than 64 characters is refused on the spot', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Tax number'), 'X'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Tax number must be at most 64 characters')).toBeInTheDocument();
    expect(server.sent().filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('edits the search synonyms, one group a line, and saves them', async () => {
    const user = userEvent.setup();
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Synonym groups, one a line' });
    expect(box).toHaveValue('tee, t-shirt, tshirt');
    expect(box).toHaveAccessibleDescription(/stand for each other in a search/);
    expect(screen.getByRole('button', { name: 'Save synonyms' })).toBeDisabled();
    await user.type(box, '{Enter}sofa, couch{Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save synonyms' }));
    expect(await screen.findByText('Synonyms saved: the next search uses them')).toBeInTheDocument();
    expect(
      server
        .sent()
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual([{ groups: ['tee, t-shirt, tshirt', 'sofa, couch'] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save synonyms' })).toBeDisabled());
  });

  it("edits the shop's identity: a bad sender address is refused on the spot, the address is sent as lines", async () => {
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByRole('textbox', { name: 'Shop name' });
    expect(name).toHaveValue('Northwind Market');
    expect(screen.getByRole('textbox', { name: 'Postal address' })).toHaveValue(
      '1 Market Street\nSan Francisco, CA 94105',
    );
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save shop identity' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Harbour & Pine');
    const address = screen.getByRole('textbox', { name: 'Postal address' });
    await user.clear(address);
    await user.type(address, '77 Harbour Road{Enter}{Enter}Portland, OR 97201');
    const sender = screen.getByRole('textbox', { name: 'Sender address' });
    await user.clear(sender);
    await user.type(sender, 'hello at harbour');
    await user.click(screen.getByRole('button', { name: 'Save shop identity' }));
    expect(await screen.findByText('Sender address must be a valid email address')).toBeInTheDocument();
    expect(server.sent().filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(sender);
    await user.type(sender, 'hello@harbour.test');
    await user.click(screen.getByRole('button', { name: 'Save shop identity' }));
    expect(await screen.findByText('Shop identity saved: the next page, mail and invoice use it')).toBeInTheDocument();
    expect(
      server
        .sent()
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual([
      {
        name: 'Harbour & Pine',
        tagline: 'Considered goods.',
        addressLines: ['77 Harbour Road', 'Portland, OR 97201'],
        senderName: 'Northwind Market',
        senderEmail: 'hello@harbour.test',
        logoPath: null,
      },
    ]);
    // The console's own header and tab follow at once.
    expect(shopBrand().name).toBe('Harbour & Pine');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save shop identity' })).toBeDisabled());
  });
});
