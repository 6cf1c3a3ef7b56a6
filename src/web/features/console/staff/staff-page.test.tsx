import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffList, StaffRole } from '@shared/schemas/console-staff';
import { SCOPES } from '@shared/scopes';
import { ErrorCode } from '@shared/envelope';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { sendJson } from '@web/test/http-server';
import { profileFixture } from '@web/test/fixtures/profile';
import { StaffPage } from './staff-page';

const staff: StaffList = {
  list: [
    {
      userId: 1,
      email: 'owner@example.com',
      screenName: 'Olive Owner',
      role: 'owner',
      roleName: 'Owner',
      status: 'active',
      lastSignInAt: '2026-11-28T08:00:00.000Z',
    },
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
};
const role = (r: string, name: string, scopes: string[], refundLimit: number | null = null): StaffRole => ({
  role: r,
  name,
  scopes,
  refundLimit,
  builtIn: true,
  members: 1,
});
const roles = {
  list: [
    role('owner', 'Owner', [...SCOPES]),
    role('fulfilment', 'Fulfilment', ['orders:read', 'shipments:write']),
    role('support', 'Support', ['orders:read', 'customers:read', 'refunds:read', 'refunds:write'], 5000),
  ],
};
const manager = {
  role: 'manager',
  roleName: 'Manager',
  scopes: SCOPES.filter((s) => s !== 'settings:write'),
  refundLimit: null,
};

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const renderPage = () => renderRoutes([{ path: '/admin/staff', Component: StaffPage }], '/admin/staff');
const writes = () => server.sent().filter((r) => r.method !== 'GET');

describe('StaffPage', () => {
  it('lists each member with role, last sign-in and status, and the roles with their scopes', async () => {
    server.answer({
      '/user/profile': profileFixture({ role: 'operator' }),
      '/admin/staff': staff,
      '/admin/roles': roles,
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Staff' });
    const packer = (await within(table).findByText('packer@example.com')).closest('tr')!;
    expect(within(packer).getByRole('combobox', { name: 'Role of packer@example.com' })).toHaveValue('fulfilment');
    expect(packer).toHaveTextContent('Never');
    expect(packer).toHaveTextContent('Active');
    const rolesTable = screen.getByRole('table', { name: 'Roles' });
    expect(within(rolesTable).getByRole('list', { name: 'Scopes of Fulfilment' })).toHaveTextContent(
      'Orders: readShipments: write',
    );
    expect(rolesTable).toHaveTextContent('$50.00');
  });

  it('asks for the password again when the server does, then sends the invitation', async () => {
    const user = userEvent.setup();
    server.answer({
      '/user/profile': profileFixture({ role: 'operator' }),
      '/admin/staff': staff,
      '/admin/roles': roles,
      'POST /user/password/confirm': { confirmedAt: '2026-11-29T07:00:00.000Z' },
    });
    let tries = 0;
    server.routes.set('POST /api/admin/staff/invitations', (_req, res) => {
      tries += 1;
      if (tries === 1) {
        sendJson(res, 403, {
          code: ErrorCode.passwordRequired,
          data: null,
          errMsg: 'Please enter your password again to do this',
        });
      } else {
        sendJson(res, 200, {
          code: 20000,
          data: {
            invitationId: 1,
            email: 'new@example.com',
            role: 'support',
            expiresAt: '2026-12-06T07:00:00.000Z',
            createdAt: '2026-11-29T07:00:00.000Z',
          },
          errMsg: '',
        });
      }
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the staff' });
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'support');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const password = await screen.findByRole('dialog', { name: 'Enter your password again' });
    await user.type(within(password).getByLabelText('Password'), 'correct horse');
    await user.click(within(password).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invitation sent to new@example.com')).toBeInTheDocument();
    expect(writes().map((r) => [r.path, r.body])).toEqual([
      ['/admin/staff/invitations', { email: 'new@example.com', role: 'support' }],
      ['/user/password/confirm', { password: 'correct horse' }],
      ['/admin/staff/invitations', { email: 'new@example.com', role: 'support' }],
    ]);
  });

  it('removes a member only once confirmed', async () => {
    const user = userEvent.setup();
    server.answer({
      '/user/profile': profileFixture({ role: 'operator' }),
      '/admin/staff': staff,
      '/admin/roles': roles,
      'DELETE /admin/staff/2': { ...staff.list[1], status: 'removed' },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Staff' });
    await user.click(await within(table).findByRole('button', { name: 'Remove packer@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove packer@example.com?' });
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove from the staff' }));
    await waitFor(() => expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /admin/staff/2']));
  });

  it('offers a member without settings:write no button that would be refused', async () => {
    server.answer({
      '/user/profile': profileFixture({ role: 'operator', staff: manager }),
      '/admin/staff': staff,
      '/admin/roles': roles,
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Staff' });
    await within(table).findByText('packer@example.com');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull());
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove|^Edit role|New role/ })).toBeNull();
  });
});
