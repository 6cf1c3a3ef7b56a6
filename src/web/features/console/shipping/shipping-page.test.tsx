import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MethodWrite, ShippingMethod, ShippingZone, ZoneWrite } from '@shared/schemas/console-shipping';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi, type SentRequest } from '@web/test/serve-api';
import { ShippingPage } from './shipping-page';

/** The console's shipping page against a local API that keeps the zones it is sent. */
let server: ServedApi;
let zones: ShippingZone[];

const standard: ShippingMethod = {
  shippingMethodId: 1,
  zoneId: 1,
  name: 'Standard',
  price: 0,
  freeFrom: null,
  deliveryDays: 5,
  active: true,
  taxFree: false,
  weightBands: [],
};

function serveZones() {
  server.answer({
    '/admin/shipping/zones': () => ({ list: zones }),
    'POST /admin/shipping/zones': ({ body }: SentRequest) => {
      const zone: ShippingZone = { zoneId: 2, ...(body as ZoneWrite), methods: [] };
      zones.push(zone);
      return zone;
    },
    'POST /admin/shipping/zones/1/methods': ({ body }: SentRequest) => {
      const write = body as MethodWrite;
      const method: ShippingMethod = {
        ...standard,
        ...write,
        shippingMethodId: 2,
        freeFrom: write.freeFrom ?? null,
        taxFree: write.taxFree ?? false,
        weightBands: write.weightBands ?? [],
      };
      zones[0]!.methods.push(method);
      return method;
    },
    'DELETE /admin/shipping/methods/1': () => {
      zones[0]!.methods = zones[0]!.methods.filter((m) => m.shippingMethodId !== 1);
      return null;
    },
  });
}

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  zones = [{ zoneId: 1, name: 'United States', regions: [{ countryCode: 'US' }], methods: [{ ...standard }] }];
  serveZones();
});
afterEach(() => server.reset());

const renderPage = () => renderRoutes([{ path: '/admin/shipping', Component: ShippingPage }], '/admin/shipping');
const bodiesTo = (method: string, path: string) =>
  server
    .sent()
    .filter((r) => r.method === method && r.path === path)
    .map((r) => r.body);

describe("the console's shipping page", () => {
  it('shows each zone with what it covers and its methods; a new method is sent in cents and shows in its zone', async () => {
    const user = userEvent.setup();
    renderPage();
    const zone = await screen.findByRole('region', { name: 'United States' });
    expect(zone).toHaveTextContent('Delivers to: United States');
    const methods = within(zone).getByRole('list', { name: 'Methods of United States' });
    expect(methods).toHaveTextContent('Standard');
    expect(methods).toHaveTextContent('Free · 5 days');

    await user.click(within(zone).getByRole('button', { name: 'Add a method to United States' }));
    const dialog = await screen.findByRole('dialog', { name: 'New method for United States' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Express');
    await user.clear(within(dialog).getByLabelText(/^Delivery days/));
    await user.type(within(dialog).getByLabelText(/^Delivery days/), '2');
    await user.type(within(dialog).getByLabelText(/^Price/), '15');
    await user.type(within(dialog).getByLabelText(/^Free from/), '100');
    await user.click(within(dialog).getByRole('checkbox', { name: /Tax-free/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add method' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo('POST', '/admin/shipping/zones/1/methods')).toEqual([
      {
        name: 'Express',
        price: 1500,
        freeFrom: 10000,
        deliveryDays: 2,
        active: true,
        taxFree: true,
        weightBands: [],
      },
    ]);
    await waitFor(() => expect(methods).toHaveTextContent('$15.00 · free from $100.00 · 2 days · tax-free'));
  });

  it('a new zone names its regions: a US state, and a whole country (which names no state)', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'United States' });
    await user.click(screen.getByRole('button', { name: 'New zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'New zone' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'West Coast and Canada');
    await user.selectOptions(within(dialog).getByLabelText('Region 1 state'), 'California');
    await user.click(within(dialog).getByRole('button', { name: 'Add a region' }));
    await user.selectOptions(within(dialog).getByLabelText('Region 2 country'), 'Canada');
    expect(within(dialog).getByLabelText('Region 2 state')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo('POST', '/admin/shipping/zones')).toEqual([
      {
        name: 'West Coast and Canada',
        regions: [{ countryCode: 'US', stateOrProvince: 'CA' }, { countryCode: 'CA' }],
      },
    ]);
    const zone = await screen.findByRole('region', { name: 'West Coast and Canada' });
    expect(zone).toHaveTextContent('Delivers to: California, United States · Canada');
    expect(zone).toHaveTextContent('No method: shoppers in this zone cannot order until you add one.');
  });

  it('a zone keeps at least one region, and one without a name is not sent', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit zone United States' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit United States' });
    // The last region cannot be removed: a zone covers somewhere.
    expect(within(dialog).getByRole('button', { name: 'Remove region 1' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save zone' }));
    expect(await within(dialog).findByText(/Zone name must not be empty/)).toBeInTheDocument();
    expect(server.sent().filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('deleting a method is confirmed first, then it leaves its zone', async () => {
    const user = userEvent.setup();
    renderPage();
    const zone = await screen.findByRole('region', { name: 'United States' });
    await user.click(within(zone).getByRole('button', { name: 'Delete Standard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Standard?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete method' }));
    await waitFor(() => expect(zone).toHaveTextContent('No method'));
    expect(
      server
        .sent()
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path),
    ).toEqual(['/admin/shipping/methods/1']);
  });
});
