import { useMutation } from '@tanstack/react-query';
import { getCreditNotePdf as getCreditNotePdfEndpoint } from '@shared/contract/order';
import { api } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-file';

/** A completed refund's credit note, as a PDF; an error still answers the JSON envelope. */
export function getCreditNotePdf(orderUuid: string, refundId: number): Promise<Blob> {
  return api.call(getCreditNotePdfEndpoint, { params: { orderUuid, refundId } });
}

/** Saved as `{creditNoteNumber}.pdf`; a mutation, so no PDF is kept in the cache. */
export function useDownloadCreditNote() {
  return useMutation({
    mutationFn: async (note: { orderUuid: string; refundId: number; creditNoteNumber: string }) => {
      saveBlob(await getCreditNotePdf(note.orderUuid, note.refundId), `${note.creditNoteNumber}.pdf`);
    },
  });
}
