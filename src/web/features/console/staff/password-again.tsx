import { useId, useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { needsPassword, useConfirmPassword } from './staff-api';

/**
 * Sensitive changes (staff, roles, integrations) ask for the password when the sign-in is older
 * than 10 minutes. `withPassword(action)` runs the action; if the server asks for the password,
 * a dialog asks for it, proves it, and runs the action again. The dialog is the returned node.
 */
export function usePasswordAgain(): { withPassword<T>(action: () => Promise<T>): Promise<T>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ retry(): void; cancel(): void } | null>(null);

  const withPassword = async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!needsPassword(error)) throw error;
      return new Promise<T>((resolve, reject) => {
        pending.current = {
          retry: () => void action().then(resolve, reject),
          cancel: () => reject(error instanceof Error ? error : new Error(String(error))),
        };
        setOpen(true);
      });
    }
  };

  const dialog = (
    <PasswordDialog
      open={open}
      onConfirmed={() => {
        setOpen(false);
        pending.current?.retry();
        pending.current = null;
      }}
      onCancel={() => {
        setOpen(false);
        pending.current?.cancel();
        pending.current = null;
      }}
    />
  );
  return { withPassword, dialog };
}

function PasswordDialog({ open, onConfirmed, onCancel }: { open: boolean; onConfirmed(): void; onCancel(): void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const confirm = useConfirmPassword();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate(password, {
              onSuccess: () => {
                setPassword('');
                onConfirmed();
              },
            });
          }}
        >
          <DialogHeader>
            <DialogTitle>Enter your password again</DialogTitle>
            <DialogDescription>
              Changes to the staff and to other systems&apos; access need a sign-in from the last 10 minutes.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-ink">
              Password
            </label>
            <Input
              id={id}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </div>
          <FormDialogFooter pending={confirm.isPending} label="Confirm" className="flex-row *:flex-1 sm:*:flex-none" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
