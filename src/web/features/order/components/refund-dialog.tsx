import { Suspense, useState } from 'react';
import { Undo2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DialogBodyLoading } from '@web/components/ui/dialog-body-loading';
import { lazyComponent, preloadOnIntent } from '@web/lib/lazy-component';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';

// The form (react-hook-form, the zod schema) loads on the first open, fetched ahead on hover or focus.
const RefundForm = lazyComponent(() => import('./refund-form').then((m) => m.RefundForm));

interface RefundDialogProps {
  orderUuid: string;
  /** After the order has been reloaded with its refund. */
  onRequested(): void;
}

/** 'Request Refund' and its reason: a blank reason sends nothing. */
export function RefundDialog({ orderUuid, onRequested }: RefundDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" {...preloadOnIntent(RefundForm.preload)}>
          <Undo2 aria-hidden="true" className="size-4" />
          Request Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Refund</DialogTitle>
          <DialogDescription>Tell us why you would like a refund. We will review your request.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<DialogBodyLoading />}>
          <RefundForm
            orderUuid={orderUuid}
            onDone={() => {
              setOpen(false);
              onRequested();
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
