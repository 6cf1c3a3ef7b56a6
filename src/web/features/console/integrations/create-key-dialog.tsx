import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Check, Copy } from 'lucide-react';
import { SCOPE_AREAS, type Scope } from '@shared/scopes';
import { createApiKeySchema } from '@shared/schemas/api-keys';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field, fieldMessageId } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { useCreateApiKey } from './api-keys-api';
import { AREA_LABELS } from './scope-labels';

type Body = z.output<typeof createApiKeySchema>;
type Values = z.input<typeof createApiKeySchema>;

interface Created {
  name: string;
  secret: string;
}

/**
 * Making a key: a name and its scopes, then — once — its secret with a copy button. The secret
 * lives only in this dialog's state: closing it forgets the secret, and the list never shows it.
 */
export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [created, setCreated] = useState<Created | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="flex max-h-[90dvh] max-w-xl flex-col gap-0 overflow-hidden p-0">
        {created ? (
          <SecretOnce created={created} onDone={close} />
        ) : (
          <>
            <DialogHeader className="px-6 pt-6 pb-4">
              <DialogTitle>New API key</DialogTitle>
              <DialogDescription>
                Another system calls the console's API with it. Give it only the scopes it needs.
              </DialogDescription>
            </DialogHeader>
            {open && <KeyForm onCreated={setCreated} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function KeyForm({ onCreated }: { onCreated(created: Created): void }) {
  const create = useCreateApiKey();
  const form = useForm<Values, unknown, Body>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: '', scopes: [] },
  });
  const { control, handleSubmit, formState } = form;
  const scopesId = useId();

  const submit = handleSubmit(async (body) => {
    try {
      const key = await create.mutateAsync(body);
      onCreated({ name: key.name, secret: key.secret });
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-6 pt-1 pb-6">
        <Field form={form} name="name" label="Name" required hint="Who uses it, e.g. Warehouse system">
          {(c) => <Input autoComplete="off" maxLength={80} {...c} />}
        </Field>
        <Controller
          control={control}
          name="scopes"
          render={({ field, fieldState }) => {
            const chosen = new Set(field.value as Scope[]);
            const toggle = (scope: Scope, on: boolean) => {
              const next = new Set(chosen);
              if (on) next.add(scope);
              else next.delete(scope);
              field.onChange([...next]);
            };
            return (
              <fieldset
                className="grid gap-2"
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldMessageId(scopesId)}
              >
                <legend className="mb-1 text-sm font-medium text-ink">Scopes</legend>
                <ul className="grid gap-1.5">
                  {SCOPE_AREAS.map((area) => (
                    <li
                      key={area}
                      className="grid grid-cols-[1fr_auto_auto] items-center gap-x-4 rounded-lg border border-line px-3 py-2"
                    >
                      <span className="grid text-sm">
                        <span className="font-medium">{AREA_LABELS[area].label}</span>
                        <span className="text-xs text-muted">{AREA_LABELS[area].covers}</span>
                      </span>
                      {(['read', 'write'] as const).map((level) => {
                        const scope: Scope = `${area}:${level}`;
                        return (
                          <label key={level} className="flex items-center gap-1.5 text-sm">
                            <input
                              type="checkbox"
                              className="size-4 accent-ink"
                              checked={chosen.has(scope)}
                              onChange={(event) => toggle(scope, event.target.checked)}
                              onBlur={field.onBlur}
                            />
                            <span className="sr-only">{AREA_LABELS[area].label} </span>
                            {level === 'read' ? 'Read' : 'Write'}
                          </label>
                        );
                      })}
                    </li>
                  ))}
                </ul>
                <p
                  id={fieldMessageId(scopesId)}
                  className={fieldState.error ? 'text-xs text-red-700' : 'text-xs text-muted'}
                >
                  {fieldState.error?.message ?? 'Write does not include read; stock is set only with Stock: write.'}
                </p>
              </fieldset>
            );
          }}
        />
      </div>
      <FormDialogFooter
        pending={formState.isSubmitting}
        label="Create key"
        className="flex-row border-t border-line px-6 py-4 *:flex-1 sm:*:flex-none"
      />
    </form>
  );
}

function SecretOnce({ created, onDone }: { created: Created; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the field is selectable by hand.
      document.getElementById(id)?.focus();
    }
  };
  return (
    <>
      <DialogHeader className="px-6 pt-6 pb-4">
        <DialogTitle className="pr-8">Copy the key of {created.name}</DialogTitle>
        <DialogDescription>
          This is the only time the secret is shown: the shop keeps only a fingerprint of it. If it is lost, revoke the
          key and make a new one.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2 px-6 pb-6">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Secret
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={id}
            readOnly
            value={created.secret}
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p className="text-xs text-muted" aria-live="polite">
          {copied ? 'The secret is on the clipboard.' : 'Send it as Authorization: Bearer and the secret.'}
        </p>
      </div>
      <DialogFooter className="border-t border-line px-6 py-4">
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}
