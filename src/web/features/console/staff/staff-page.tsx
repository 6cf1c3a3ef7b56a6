import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { StaffMember, StaffRole } from '@shared/schemas/console-staff';
import type { Scope } from '@shared/scopes';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type Column } from '../kit/data-table';
import { PageHeader } from '../kit/page-header';
import { useScopes } from '../kit/scopes';
import { StatusBadge } from '../kit/status-badge';
import { toastDone } from '../kit/toast-done';
import { scopeLabel } from '../integrations/scope-labels';
import { InviteDialog } from './invite-dialog';
import { usePasswordAgain } from './password-again';
import { RoleDialog } from './role-dialog';
import { useChangeStaffRole, useRemoveStaff, useRoles, useStaff } from './staff-api';

/**
 * Staff: who works in the console, with which role, when they last signed in; invitations
 * waiting; the roles. Changing anything here needs settings:write (the owner) and a recent
 * sign-in: the password is asked again after 10 minutes.
 */
export function StaffPage() {
  const staff = useStaff();
  const roles = useRoles();
  const { can } = useScopes();
  const canChange = can('settings:write');
  const { withPassword, dialog } = usePasswordAgain();
  const change = useChangeStaffRole();
  const remove = useRemoveStaff();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [editing, setEditing] = useState<StaffRole | 'new' | null>(null);
  const roleList = roles.data?.list ?? [];

  const changeRole = async (member: StaffMember, role: string) => {
    try {
      const changed = await withPassword(() => change.mutateAsync({ userId: member.userId, role }));
      toastDone(`${changed.email} is now ${changed.roleName}`);
    } catch {
      // Shown by the API client, or the password was not given.
    }
  };

  const memberColumns: Column<StaffMember>[] = [
    {
      id: 'member',
      header: 'Member',
      cell: (m) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{m.screenName}</span>
          <span className="text-xs break-all text-muted">{m.email}</span>
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: (m) =>
        canChange && m.status === 'active' ? (
          <Select
            aria-label={`Role of ${m.email}`}
            value={m.role}
            className="w-40"
            onChange={(event) => void changeRole(m, event.target.value)}
          >
            {roleList.map((r) => (
              <option key={r.role} value={r.role}>
                {r.name}
              </option>
            ))}
          </Select>
        ) : (
          m.roleName
        ),
    },
    {
      id: 'lastSignInAt',
      header: 'Last sign-in',
      cell: (m) => (m.lastSignInAt ? <time dateTime={m.lastSignInAt}>{formatDateTime(m.lastSignInAt)}</time> : 'Never'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (m) => <StatusBadge value={m.status === 'active' ? 'active' : 'removed'} />,
    },
    {
      id: 'action',
      header: 'Action',
      align: 'right',
      cell: (m) =>
        canChange && m.status === 'active' ? (
          <Button size="sm" variant="outline" aria-label={`Remove ${m.email}`} onClick={() => setRemoving(m)}>
            Remove
          </Button>
        ) : null,
    },
  ];

  const roleColumns: Column<StaffRole>[] = [
    { id: 'name', header: 'Role', cell: (r) => <span className="font-medium">{r.name}</span> },
    {
      id: 'scopes',
      header: 'Scopes',
      cell: (r) => (
        <ul className="flex max-w-96 flex-wrap gap-1" aria-label={`Scopes of ${r.name}`}>
          {r.scopes.map((scope) => (
            <li key={scope}>
              <Badge tone="muted" title={scope}>
                {scopeLabel(scope as Scope)}
              </Badge>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'limit',
      header: 'Refund limit',
      cell: (r) => (r.refundLimit === null ? 'None' : formatMoney(r.refundLimit)),
    },
    { id: 'members', header: 'Members', align: 'right', cell: (r) => r.members },
    {
      id: 'action',
      header: 'Action',
      align: 'right',
      cell: (r) =>
        canChange && r.role !== 'owner' ? (
          <Button size="sm" variant="outline" aria-label={`Edit role ${r.name}`} onClick={() => setEditing(r)}>
            Edit
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Staff"
        description="Who works in the console and what each role may do. A role change counts from the member's next click; a removed member is signed out at once."
        actions={
          canChange && (
            <Button onClick={() => setInviting(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Invite
            </Button>
          )
        }
      />
      <DataTable
        label="Staff"
        columns={memberColumns}
        rows={staff.data?.list}
        rowKey={(m) => m.userId}
        empty="Nobody yet."
        loading={staff.isFetching}
      />
      {(staff.data?.invitations.length ?? 0) > 0 && (
        <section className="mt-6" aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="mb-3 font-display text-xl text-ink">
            Invitations waiting
          </h2>
          <ul className="grid gap-2 text-sm">
            {staff.data?.invitations.map((i) => (
              <li key={i.invitationId} className="rounded-xl border border-line px-3 py-2">
                <span className="font-medium break-all">{i.email}</span> ·{' '}
                {roleList.find((r) => r.role === i.role)?.name ?? i.role} · expires{' '}
                <time dateTime={i.expiresAt}>{formatDateTime(i.expiresAt)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-8" aria-labelledby="roles-heading">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
          <h2 id="roles-heading" className="font-display text-xl text-ink">
            Roles
          </h2>
          {canChange && (
            <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" className="size-4" />
              New role
            </Button>
          )}
        </div>
        <DataTable
          label="Roles"
          columns={roleColumns}
          rows={roles.data?.list}
          rowKey={(r) => r.role}
          empty="No roles."
          loading={roles.isFetching}
        />
      </section>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} roles={roleList} withPassword={withPassword} />
      <RoleDialog role={editing} onClose={() => setEditing(null)} withPassword={withPassword} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.email ?? ''}?`}
        description="They are signed out at once and the console closes to them. Their account stays, as a customer's."
        confirmLabel="Remove from the staff"
        destructive
        onConfirm={async () => {
          await withPassword(() => remove.mutateAsync(removing!.userId));
          toastDone(`${removing!.email} removed from the staff`);
        }}
      />
      {dialog}
    </>
  );
}
