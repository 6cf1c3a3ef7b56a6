import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { customerNoteWriteSchema, type CustomerNoteWrite } from '@shared/schemas/console-customer-notes';
import { Field } from '@web/components/ui/field';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { formatDateTime } from '@web/lib/dates';
import { Panel } from '../kit/panel';
import { IfCan } from '../kit/scopes';
import { toastDone } from '../kit/toast-done';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes';
import { useAddCustomerNote, useCustomerNotes } from './customers-api';

/** Internal notes on the customer, newest first, and a form to add one; the customer never sees them. */
export function CustomerNotesPanel({ userId }: { userId: string }) {
  const notes = useCustomerNotes(userId);
  return (
    <Panel title="Internal notes">
      <IfCan scope="customers:write">
        <CustomerNoteForm userId={userId} />
      </IfCan>
      {notes.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : notes.data && notes.data.length > 0 ? (
        <ol className="grid gap-3">
          {notes.data.map((note) => (
            <li key={note.noteId} className="text-sm">
              <p className="rounded-lg bg-amber-50 px-3 py-2 whitespace-pre-line text-ink">{note.note}</p>
              <p className="mt-1 text-xs [overflow-wrap:anywhere] text-muted">
                {formatDateTime(note.createdAt)} · {note.authorName}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">No notes yet.</p>
      )}
    </Panel>
  );
}

function CustomerNoteForm({ userId }: { userId: string }) {
  const add = useAddCustomerNote({ mutationConfig: { onSuccess: () => toastDone('Note added') } });
  const form = useForm<CustomerNoteWrite>({
    resolver: zodResolver(customerNoteWriteSchema),
    defaultValues: { note: '' },
  });
  useUnsavedChangesGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await add.mutateAsync({ userId, note });
      form.reset({ note: '' });
    } catch {
      // The API client has shown why; the note stays as typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-4 grid gap-2 border-b border-line pb-4">
      <Field form={form} name="note" label="Internal note" hint="Only the shop's people see it, never the customer">
        {(c) => <Textarea rows={2} {...c} />}
      </Field>
      <SubmitButton pending={form.formState.isSubmitting} size="sm" className="w-fit">
        Add note
      </SubmitButton>
    </form>
  );
}
