import { useMutation } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';
import { getInvoicePdf as getInvoicePdfEndpoint } from '@shared/contract/order';
import { saveBlob } from '@web/lib/save-file';

/** The invoice of a paid order, as a PDF; an error still answers the JSON envelope (the client reads it). */
export function getInvoicePdf(orderUuid: string): Promise<Blob> {
  return api.call(getInvoicePdfEndpoint, { params: { orderUuid } });
}

/** 'Get Invoice': a mutation, not a query, so no PDF is kept in the cache. Saved as `{orderNumber}.pdf`. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async ({ orderUuid, orderId: orderNumber }: Pick<Order, 'orderUuid' | 'orderId'>) => {
      saveBlob(await getInvoicePdf(orderUuid), `${orderNumber}.pdf`);
    },
  });
}
