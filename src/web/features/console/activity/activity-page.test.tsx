import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { profileFixture } from '@web/test/fixtures/profile';
import { ActivityPage } from './activity-page';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const entry = {
  activityId: 7,
  actor: 'operator:2',
  actorName: 'Pat Packer (packer@example.com)',
  area: 'shipments',
  action: 'ship',
  subject: 'order 7K3M9-QX2TB',
  before: { shippedItemIds: [] },
  after: { shippedItemIds: [1], carrierName: 'UPS' },
  createdAt: '2026-11-29T07:00:00.000Z',
};

describe('ActivityPage', () => {
  it('shows who did what with the fields before and after, and filters by person and area', async () => {
    const user = userEvent.setup();
    server.answer({
      '/user/profile': profileFixture({ role: 'operator' }),
      '/admin/staff': {
        list: [
          {
            userId: 2,
            email: 'packer@example.com',
            screenName: 'Pat Packer',
            role: 'fulfilment',
            roleName: 'Fulfilment',
            status: 'active',
            lastSignInAt: null,
          },
        ],
        invitations: [],
      },
      '/admin/activity': { list: [entry], total: 1 },
    });
    renderRoutes([{ path: '/admin/activity', Component: ActivityPage }], '/admin/activity');
    const table = await screen.findByRole('table', { name: 'Activity' });
    const row = (await within(table).findByText('order 7K3M9-QX2TB')).closest('tr')!;
    expect(row).toHaveTextContent('Pat Packer (packer@example.com)');
    expect(within(row).getByLabelText('Before, entry 7')).toHaveTextContent('shippedItemIds:[]');
    expect(within(row).getByLabelText('After, entry 7')).toHaveTextContent('carrierName:UPS');

    await user.selectOptions(await screen.findByLabelText('Person'), 'operator:2');
    await user.selectOptions(screen.getByLabelText('Area'), 'shipments');
    await waitFor(() =>
      expect(
        server
          .sent()
          .filter((r) => r.path === '/admin/activity')
          .at(-1)?.params,
      ).toEqual({
        page: '1',
        num: '20',
        actor: 'operator:2',
        area: 'shipments',
      }),
    );
  });
});
