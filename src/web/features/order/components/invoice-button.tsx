import { FileDown, LoaderCircle } from 'lucide-react';
import type { Order } from '@shared/schemas/order';
import { Button } from '@web/components/ui/button';
import { useDownloadInvoice } from '../api/get-invoice-pdf';

/** 'Get Invoice': saves `{orderNumber}.pdf`; busy until the PDF has arrived. */
export function InvoiceButton({ order }: { order: Pick<Order, 'orderUuid' | 'orderId'> }) {
  const download = useDownloadInvoice();
  const busy = download.isPending;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => download.mutate({ orderUuid: order.orderUuid, orderId: order.orderId })}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <FileDown aria-hidden="true" className="size-4" />
      )}
      Get Invoice
    </Button>
  );
}
