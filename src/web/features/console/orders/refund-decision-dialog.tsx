import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { approveRefundSchema, rejectRefundSchema } from '@shared/schemas/console';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { formatMoney } from '@web/lib/money';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { toastDone } from '../kit/toast-done';
import { useApproveRefund, useRejectRefund } from './refunds-api';

type Values = z.input<typeof rejectRefundSchema>;

interface RefundDecisionDialogProps {
  decision: 'approve' | 'reject' | null;
  onClose(): void;
  orderUuid: string;
  orderNumber: string;
  amount: number;
}

/**
 * Approve (the amount paid goes back to the card; the remark is optional) or reject (the remark,
 * which the customer reads, is required), validated by the API's own schemas before sending.
 */
export function RefundDecisionDialog({ decision, onClose, ...order }: RefundDecisionDialogProps) {
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {/* Keyed: each decision gets a fresh form with its own schema. */}
        {decision && <DecisionForm key={decision} decision={decision} onClose={onClose} {...order} />}
      </DialogContent>
    </Dialog>
  );
}

function DecisionForm({
  decision,
  onClose,
  orderUuid,
  orderNumber,
  amount,
}: Omit<RefundDecisionDialogProps, 'decision'> & { decision: 'approve' | 'reject' }) {
  const approving = decision === 'approve';
  const form = useForm<Values>({
    resolver: zodResolver(approving ? approveRefundSchema : rejectRefundSchema) as never,
    defaultValues: { remark: '' },
  });
  const approve = useApproveRefund({
    mutationConfig: {
      onSuccess: (r) => toastDone(r.refundStatus === 'refunded' ? 'Refund approved' : 'Refund approval sent'),
    },
  });
  const reject = useRejectRefund({ mutationConfig: { onSuccess: () => toastDone('Refund rejected') } });
  const submit = form.handleSubmit(async ({ remark }) => {
    try {
      if (approving) await approve.mutateAsync({ orderUuid, remark: remark || undefined });
      else await reject.mutateAsync({ orderUuid, remark });
      form.reset();
      onClose();
    } catch {
      // The API client's toast says why; the remark stays as typed.
    }
  });
  return (
    <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
      <DialogHeader>
        <DialogTitle>{approving ? 'Approve refund' : 'Reject refund'}</DialogTitle>
        <DialogDescription>
          {approving
            ? `${formatMoney(amount)} goes back to the card that paid order ${orderNumber}. This cannot be undone.`
            : `The customer of order ${orderNumber} is told the refund was refused, with your remark.`}
        </DialogDescription>
      </DialogHeader>
      <Field
        form={form}
        name="remark"
        label="Remark"
        required={!approving}
        hint={approving ? 'Optional, kept with the order' : 'The customer reads it'}
      >
        {(control) => <Textarea rows={3} {...control} />}
      </Field>
      <FormDialogFooter
        pending={form.formState.isSubmitting}
        variant={approving ? 'accent' : 'default'}
        label={approving ? 'Approve refund' : 'Reject refund'}
      />
    </form>
  );
}
