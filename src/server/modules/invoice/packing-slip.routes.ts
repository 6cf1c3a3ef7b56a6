import type { FastifyPluginAsync } from 'fastify';
import { getPackingSlipPdf } from '@shared/contract/console-shipments';
import { AppError, notFound } from '@server/lib/errors';
import { serve } from '@server/lib/endpoint';
import { DocumentUnavailable } from '@server/providers/documents/document-pool';
import { DocumentShelf, documentKey } from '@server/providers/documents/document-shelf';
import type { ShopDocument } from './document-drawers.js';
import { packedShipmentOf, packingSlipContentOf } from './packing-slip.js';

/**
 * A parcel's packing slip (docs/invoices.md "Packing slips"), for operators: registered in the
 * console's scope. Drawn in the document pool's worker threads and kept once drawn, as invoices;
 * a slip whose content changed (the shop's address) is drawn anew.
 */
export const packingSlipRoutes: FastifyPluginAsync = async (app) => {
  const shelf = new DocumentShelf(app.db.kysely, app.documentPool, () => app.nowIso());

  await serve(app, getPackingSlipPdf, async (req, reply) => {
    const found = await packedShipmentOf(app.db.kysely, req.params.shipmentId);
    if (!found) throw notFound('Shipment');
    const request: ShopDocument = {
      kind: 'packing-slip',
      content: packingSlipContentOf(found, {
        name: app.shopIdentity.current().name,
        address: app.shopIdentity.current().addressLines,
        taxNumber: '',
      }),
    };
    const pdf = await shelf
      .keptOrDrawn(documentKey(request, found.shipment.shipment_id), request, async () => {})
      .catch((error: unknown) => {
        throw error instanceof DocumentUnavailable
          ? new AppError('unavailable', 'The packing slip could not be drawn just now, please try again', {
              'Retry-After': '30',
            })
          : error;
      });
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `attachment; filename="packing-slip-${found.shipment.order_number}-${found.shipment.shipment_id}.pdf"`,
      )
      .send(pdf);
  });
};
