import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { REFUND_REASON_MAX, refundRequestSchema, type RefundRequest } from '@shared/schemas/order';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { useRequestRefund } from '../api/request-refund';

export function RefundForm({ orderUuid, onDone }: { orderUuid: string; onDone(): void }) {
  const refund = useRequestRefund();
  const form = useForm<RefundRequest>({ resolver: zodResolver(refundRequestSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await refund.mutateAsync({ orderUuid, reason });
      onDone();
    } catch {
      // The API client has toasted the reason; the dialog stays open as typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Field form={form} name="reason" label="Reason" required>
        {(control) => <Textarea rows={4} maxLength={REFUND_REASON_MAX} {...control} />}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pending={form.formState.isSubmitting}>Submit</SubmitButton>
      </DialogFooter>
    </form>
  );
}
