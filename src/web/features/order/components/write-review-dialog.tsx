import { Suspense, useState } from 'react';
import { PenLine } from 'lucide-react';
import { type OrderItem } from '@shared/schemas/order';
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

// The form (rating, photo upload, the zod schema) loads on the first open, fetched ahead on hover or focus.
const ReviewForm = lazyComponent(() => import('./review-form').then((m) => m.ReviewForm));

interface WriteReviewProps {
  orderUuid: string;
  item: Pick<OrderItem, 'orderItemId' | 'inventoryName'>;
}

/** 'Write Review': stars, text and an optional photo; the order reloads after it is sent. */
export function WriteReviewDialog({ orderUuid, item }: WriteReviewProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="accent" size="sm" {...preloadOnIntent(ReviewForm.preload)}>
          <PenLine aria-hidden="true" className="size-4" />
          Write Review
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Write Review</DialogTitle>
          <DialogDescription>{item.inventoryName}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<DialogBodyLoading />}>
          <ReviewForm orderUuid={orderUuid} orderItemId={item.orderItemId} onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
