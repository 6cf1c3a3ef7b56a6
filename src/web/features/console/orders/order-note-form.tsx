import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { orderNoteWriteSchema, type OrderNoteWrite } from '@shared/schemas/console-order-notes';
import { Field } from '@web/components/ui/field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { toastDone } from '../kit/toast-done';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes';
import { useAddOrderNote } from './order-notes-api';

/** An internal note, added to the order's timeline; the customer never sees it. */
export function OrderNoteForm({ orderUuid }: { orderUuid: string }) {
  const add = useAddOrderNote({ mutationConfig: { onSuccess: () => toastDone('Note added') } });
  const form = useForm<OrderNoteWrite>({ resolver: zodResolver(orderNoteWriteSchema), defaultValues: { note: '' } });
  useUnsavedChangesGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await add.mutateAsync({ orderUuid, note });
      form.reset({ note: '' });
    } catch {
      // The API client has shown why; the note stays as typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 grid gap-2 border-t border-line pt-4">
      <Field form={form} name="note" label="Internal note" hint="Only the shop's people see it, never the customer">
        {(c) => <Textarea rows={2} {...c} />}
      </Field>
      <SubmitButton pending={form.formState.isSubmitting} size="sm" className="w-fit">
        Add note
      </SubmitButton>
    </form>
  );
}
