import { z } from 'zod';
import type { InCode } from '../wire-names';
import { userIdParamsSchema } from './console-customers';
import { plainText } from './text';

export { userIdParamsSchema };

export const CUSTOMER_NOTE_MAX = 2000;

/** An operator's note on a customer: for the shop's people only, never shown to the customer. */
export const customerNoteWriteSchema = z.object({
  note: plainText({ label: 'Note', multiline: true })
    .trim()
    .min(1, 'Note must not be empty')
    .max(CUSTOMER_NOTE_MAX, 'Note must be at most 2,000 characters'),
});
export type CustomerNoteWrite = InCode<z.infer<typeof customerNoteWriteSchema>>;

export const customerNoteSchema = z.object({
  noteId: z.number().int(),
  note: z.string(),
  /** Who wrote it, as a person reads it: the member's email, or `API key <name>`. */
  authorName: z.string(),
  createdAt: z.string(),
});
export type CustomerNote = InCode<z.infer<typeof customerNoteSchema>>;

/** The customer's notes, newest first. */
export const customerNoteListSchema = z.array(customerNoteSchema);
