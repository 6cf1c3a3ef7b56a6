import { z } from 'zod';
import { pageSchema, pageSizeSchema } from './catalog';
import { plainText } from './text';

/**
 * The query every console table sends (docs/operator-console.md "Tables"): `page`, `num`, the
 * column to sort by with its direction, and a free-text `search`. Each list adds its own filters:
 * `consoleListQuerySchema(['createdAt', 'amount'], 'createdAt').extend({ status: … })`.
 */
export function consoleListQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sortable: Sort,
  defaultSort: Sort[number],
  defaultOrder: 'asc' | 'desc' = 'desc',
) {
  return z.object({
    page: pageSchema.default(1),
    num: pageSizeSchema(20),
    sort: z.enum(sortable, { error: `must be one of ${sortable.join(', ')}` }).default(defaultSort),
    order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default(defaultOrder),
    search: plainText().trim().max(200, 'must be at most 200 characters').optional(),
  });
}

/** A page of a console table: its rows and how many match in all. */
export const consolePageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ list: z.array(row), total: z.number().int() });
