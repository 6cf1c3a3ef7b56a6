import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxRate, TaxRateWrite } from '@shared/schemas/console-shipping';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi, type SentRequest } from '@web/test/serve-api';
import { TaxRatesPage } from './tax-rates-page';

/** The console's tax rates page against a local API that keeps the rates it is sent. */
let server: ServedApi;
let rates: TaxRate[];

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  rates = [{ taxRateId: 1, name: 'Germany VAT', countryCode: 'DE', taxClass: 'standard', rate: 19 }];
  server.answer({
    '/admin/tax/rates': () => ({ list: rates }),
    'POST /admin/tax/rates': ({ body }: SentRequest) => {
      const rate = { taxRateId: 2, ...(body as TaxRateWrite) } as TaxRate;
      rates.push(rate);
      return rate;
    },
    'DELETE /admin/tax/rates/1': () => {
      rates = rates.filter((r) => r.taxRateId !== 1);
      return null;
    },
  });
});
afterEach(() => server.reset());

const renderPage = () => renderRoutes([{ path: '/admin/tax', Component: TaxRatesPage }], '/admin/tax');
const writes = () => server.sent().filter((r) => r.method !== 'GET');

describe("the console's tax rates page", () => {
  it("lists the rates with where they apply; a US state's rate is sent in percent and listed", async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tax rates' });
    const germany = (await within(table).findByText('Germany VAT')).closest('tr')!;
    expect(germany).toHaveTextContent('Germany');
    expect(germany).toHaveTextContent('Standard');
    expect(germany).toHaveTextContent('19 %');

    await user.click(screen.getByRole('button', { name: 'New tax rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tax rate' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'California sales tax');
    expect(within(dialog).getByLabelText(/^Country/)).toHaveDisplayValue('United States');
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'California');
    await user.type(within(dialog).getByLabelText(/^Rate/), '8.25');
    await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes().map((r) => r.body)).toEqual([
      { name: 'California sales tax', countryCode: 'US', stateOrProvince: 'CA', taxClass: 'standard', rate: 8.25 },
    ]);
    const california = (await within(table).findByText('California sales tax')).closest('tr')!;
    expect(california).toHaveTextContent('California, United States');
    expect(california).toHaveTextContent('8.25 %');
  });

  it('a rate over 100 % is refused on the spot and nothing is sent', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New tax rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tax rate' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Too much');
    await user.type(within(dialog).getByLabelText(/^Rate/), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
    expect(await within(dialog).findByText('Rate must be at most 100 %')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('another country than the United States names no state', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New tax rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tax rate' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Canada GST');
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'California');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), 'Canada');
    expect(within(dialog).getByLabelText(/^State/)).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText(/^Tax class/), 'Reduced');
    await user.type(within(dialog).getByLabelText(/^Rate/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes().map((r) => r.body)).toEqual([
      { name: 'Canada GST', countryCode: 'CA', taxClass: 'reduced', rate: 5 },
    ]);
  });

  it('deleting a rate is confirmed first', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tax rates' });
    await within(table).findByText('Germany VAT');
    await user.click(within(table).getByRole('button', { name: 'Delete Germany VAT' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Germany VAT?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete tax rate' }));
    await waitFor(() => expect(within(table).queryByText('Germany VAT')).toBeNull());
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /admin/tax/rates/1']);
  });
});
