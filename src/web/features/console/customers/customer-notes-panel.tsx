import { customerNoteWriteSchema } from '@shared/schemas/console-customer-notes';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/dates';
import { Panel } from '../kit/panel';
import { InternalNoteForm } from '../kit/internal-note-form';
import { IfCan } from '../kit/scopes';
import { toastDone } from '../kit/toast-done';
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
  return (
    <InternalNoteForm
      schema={customerNoteWriteSchema}
      add={(note) => add.mutateAsync({ userId, note })}
      className="mb-4 grid gap-2 border-b border-line pb-4"
    />
  );
}
