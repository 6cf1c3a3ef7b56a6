import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Undo2 } from 'lucide-react';
import { REFUND_REASON_MAX, refundRequestSchema, type RefundRequest } from '@shared/schemas/order';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { useRequestRefund } from '../api/request-refund';

interface RefundDialogProps {
  orderUuid: string;
  /** After the order has been reloaded with its refund. */
  onRequested(): void;
}

/** 'Request Refund' and its reason (SPEC §4): a blank reason sends nothing. */
export function RefundDialog({ orderUuid, onRequested }: RefundDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Undo2 aria-hidden="true" className="size-4" />
          Request Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Refund</DialogTitle>
          <DialogDescription>Tell us why you would like a refund. We will review your request.</DialogDescription>
        </DialogHeader>
        <RefundForm
          orderUuid={orderUuid}
          onDone={() => {
            setOpen(false);
            onRequested();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({ orderUuid, onDone }: { orderUuid: string; onDone(): void }) {
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
