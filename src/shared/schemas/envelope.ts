import { z } from 'zod';

/** The envelope around a payload schema, for route documentation and client parsing. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data, errMsg: z.string() });
}
