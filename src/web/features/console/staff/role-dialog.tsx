import { useId, useState } from 'react';
import { SCOPE_AREAS, type Scope } from '@shared/scopes';
import type { StaffRole } from '@shared/schemas/console-staff';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { AREA_LABELS } from '../integrations/scope-labels';
import { MoneyInput } from '../catalog/money-input';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { toastDone } from '../kit/toast-done';
import { useSaveRole } from './staff-api';

/**
 * A role made or changed: a custom role's key, name, scopes and refund limit; of a built-in role
 * only the refund limit (its scopes are the shop's own and grow with the console).
 */
export function RoleDialog({
  role,
  onClose,
  withPassword,
}: {
  /** The role changed, `'new'` for a new one, null when closed. */
  role: StaffRole | 'new' | null;
  onClose(): void;
  withPassword<T>(action: () => Promise<T>): Promise<T>;
}) {
  return (
    <Dialog open={role !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="flex max-h-[90dvh] max-w-xl flex-col gap-0 overflow-hidden p-0">
        {role !== null && (
          <RoleForm
            key={role === 'new' ? 'new' : role.role}
            role={role}
            onClose={onClose}
            withPassword={withPassword}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RoleForm({
  role,
  onClose,
  withPassword,
}: {
  role: StaffRole | 'new';
  onClose(): void;
  withPassword<T>(action: () => Promise<T>): Promise<T>;
}) {
  const id = useId();
  const existing = role === 'new' ? null : role;
  const builtIn = existing?.builtIn ?? false;
  const [key, setKey] = useState(existing?.role ?? '');
  const [name, setName] = useState(existing?.name ?? '');
  const [scopes, setScopes] = useState<Set<string>>(new Set(existing?.scopes ?? []));
  const [limit, setLimit] = useState<number | null>(existing?.refundLimit ?? null);
  const [pending, setPending] = useState(false);
  const save = useSaveRole();
  const submit = async () => {
    setPending(true);
    try {
      await withPassword(() =>
        save.mutateAsync({
          role: key,
          name,
          scopes: [...scopes] as Scope[],
          refundLimit: Number.isNaN(limit) ? null : limit,
        }),
      );
      toastDone(`Role ${name} saved`);
      onClose();
    } catch {
      // Shown by the API client; the form keeps what was typed.
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader className="px-6 pt-6 pb-4">
        <DialogTitle>{existing ? `Role ${existing.name}` : 'New role'}</DialogTitle>
        <DialogDescription>
          {builtIn
            ? 'A built-in role keeps its scopes; its refund limit can change.'
            : 'A role is a set of scopes: what its members may read and change.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-6 pt-1 pb-6">
        {!existing && (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-key`} className="text-sm font-medium text-ink">
              Key
            </label>
            <Input
              id={`${id}-key`}
              value={key}
              onChange={(e) => setKey(e.target.value)}
              required
              placeholder="e.g. night-shift"
            />
          </div>
        )}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
            Name
          </label>
          <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} required disabled={builtIn} />
        </div>
        <fieldset className="grid gap-2" disabled={builtIn}>
          <legend className="mb-1 text-sm font-medium text-ink">Scopes</legend>
          <ul className="grid gap-1.5">
            {SCOPE_AREAS.map((area) => (
              <li
                key={area}
                className="grid grid-cols-[1fr_auto_auto] items-center gap-x-4 rounded-lg border border-line px-3 py-2"
              >
                <span className="text-sm font-medium">{AREA_LABELS[area].label}</span>
                {(['read', 'write'] as const).map((level) => {
                  const scope = `${area}:${level}`;
                  return (
                    <label key={level} className="flex items-center gap-1.5 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-ink"
                        checked={scopes.has(scope)}
                        onChange={(event) => {
                          const next = new Set(scopes);
                          if (event.target.checked) next.add(scope);
                          else next.delete(scope);
                          setScopes(next);
                        }}
                      />
                      <span className="sr-only">{AREA_LABELS[area].label} </span>
                      {level === 'read' ? 'Read' : 'Write'}
                    </label>
                  );
                })}
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-limit`} className="text-sm font-medium text-ink">
            Refund limit
          </label>
          <MoneyInput id={`${id}-limit`} value={limit} onChange={setLimit} optional />
          <p className="text-xs text-muted">The largest single refund a member may make; empty for no limit.</p>
        </div>
      </div>
      <FormDialogFooter
        pending={pending}
        label="Save role"
        className="flex-row border-t border-line px-6 py-4 *:flex-1 sm:*:flex-none"
      />
    </form>
  );
}
