import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Field } from '@web/components/ui/field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { useUnsavedChangesGuard } from './unsaved-changes';

interface Note {
  note: string;
}

/**
 * An internal note's form (on an order, on a customer): only the shop's people see it. `add`
 * saves it; the field empties once saved and keeps what was typed when the save fails (the API
 * client has shown why).
 */
export function InternalNoteForm({
  schema,
  add,
  className,
}: {
  schema: z.ZodType<Note, Note>;
  add: (note: string) => Promise<unknown>;
  className: string;
}) {
  const form = useForm<Note>({ resolver: zodResolver(schema), defaultValues: { note: '' } });
  useUnsavedChangesGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await add(note);
      form.reset({ note: '' });
    } catch {
      // The API client has shown why; the note stays as typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={className}>
      <Field form={form} name="note" label="Internal note" hint="Only the shop's people see it, never the customer">
        {(c) => <Textarea rows={2} {...c} />}
      </Field>
      <SubmitButton pending={form.formState.isSubmitting} size="sm" className="w-fit">
        Add note
      </SubmitButton>
    </form>
  );
}
