import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopSettings, ShopSettingsWrite } from '@shared/schemas/console-settings';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi, type SentRequest } from '@web/test/serve-api';
import { SettingsPage } from './settings-page';

let server: ServedApi;
let settings: ShopSettings;
let groups: string[];

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  settings = { holdNewReviews: false, pricesIncludeTax: true, taxNumber: '' };
  groups = ['tee, t-shirt, tshirt'];
  server.answer({
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
});
