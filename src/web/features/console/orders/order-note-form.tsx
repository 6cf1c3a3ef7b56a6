import { orderNoteWriteSchema } from '@shared/schemas/console-order-notes';
import { InternalNoteForm } from '../kit/internal-note-form';
import { toastDone } from '../kit/toast-done';
import { useAddOrderNote } from './order-notes-api';

/** An internal note, added to the order's timeline; the customer never sees it. */
export function OrderNoteForm({ orderUuid }: { orderUuid: string }) {
  const add = useAddOrderNote({ mutationConfig: { onSuccess: () => toastDone('Note added') } });
  return (
    <InternalNoteForm
      schema={orderNoteWriteSchema}
      add={(note) => add.mutateAsync({ orderUuid, note })}
      className="mt-4 grid gap-2 border-t border-line pt-4"
    />
  );
}
