import { useId, useState } from 'react';
import type { StaffRole } from '@shared/schemas/console-staff';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { toastDone } from '../kit/toast-done';
import { useInviteStaff } from './staff-api';

/** Invites someone by email to a role: they get a six-digit code valid 7 days. */
export function InviteDialog({
  open,
  onClose,
  roles,
  withPassword,
}: {
  open: boolean;
  onClose(): void;
  roles: StaffRole[];
  withPassword<T>(action: () => Promise<T>): Promise<T>;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('fulfilment');
  const [pending, setPending] = useState(false);
  const invite = useInviteStaff();
  const submit = async () => {
    setPending(true);
    try {
      const sent = await withPassword(() => invite.mutateAsync({ email, role }));
      toastDone(`Invitation sent to ${sent.email}`);
      setEmail('');
      onClose();
    } catch {
      // The API client showed why (or the password was not given); the dialog keeps what was typed.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>Invite to the staff</DialogTitle>
            <DialogDescription>
              They get a six-digit code by email, valid 7 days, and enter it signed in with that address.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-email`} className="text-sm font-medium text-ink">
              Email
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-role`} className="text-sm font-medium text-ink">
              Role
            </label>
            <Select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value)}>
              {roles.map((r) => (
                <option key={r.role} value={r.role}>
                  {r.name}
                </option>
              ))}
            </Select>
          </div>
          <FormDialogFooter pending={pending} label="Send invitation" className="flex-row *:flex-1 sm:*:flex-none" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
