import { z } from 'zod';
import type { InCode } from '../wire-names';
import { orderUuidParamsSchema } from './order';
import { plainText } from './text';

export { orderUuidParamsSchema };

/** An operator's note on an order: for the shop's people only, never shown to the customer. */
export const orderNoteWriteSchema = z.object({
  note: plainText({ label: 'Note', multiline: true })
    .trim()
    .min(1, 'Note must not be empty')
    .max(1000, 'Note must be at most 1,000 characters'),
});
export type OrderNoteWrite = InCode<z.infer<typeof orderNoteWriteSchema>>;

export const orderNoteSchema = z.object({ note: z.string(), createdAt: z.string() });
