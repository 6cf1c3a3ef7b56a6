import { z } from 'zod';
import { consoleCustomerListQuerySchema } from './console-customers';
import { consoleProductListQuerySchema } from './console-catalog';
import { consoleOrderListQuerySchema } from './console';

/**
 * A catalogue brought in from a CSV file and every record taken out again (docs/operator-console.md,
 * "Import and export"). The product file's columns, in the order every file and export has them.
 */
export const PRODUCT_FILE_COLUMNS = [
  'externalId',
  'productId',
  'name',
  'descriptionHtml',
  'category',
  'subcategory',
  'price',
  'originalPrice',
  'deliveryDays',
  'active',
  'features',
  'badges',
  'colors',
  'sizes',
  'ships',
  'accessories',
  'requires',
  'pictures',
  'color',
  'size',
  'sku',
  'stock',
] as const;
export type ProductFileColumn = (typeof PRODUCT_FILE_COLUMNS)[number];

/** The largest product file an import takes, and the largest zip of its pictures. */
export const IMPORT_FILE_MAX_BYTES = 64 * 1024 * 1024;
export const IMPORT_PICTURES_MAX_BYTES = 512 * 1024 * 1024;

export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

const yesNo = z.enum(['true', 'false'], { error: 'must be true or false' });

/**
 * The import's form (multipart/form-data), for the documentation: the server reads the parts
 * itself, in any order. `file` the CSV; `pictures` an optional zip of the pictures it names;
 * `dryRun=true` reports what would happen and writes nothing; `createCategories=true` makes the
 * categories and sub-categories the file names that the shop lacks (refused otherwise).
 */
export const productImportFormSchema = z.object({
  file: z.file(),
  pictures: z.file().optional(),
  dryRun: yesNo.optional(),
  createCategories: yesNo.optional(),
});

export const importStartedSchema = z.object({
  importId: z.string(),
  status: z.enum(importStatuses),
});

export const importIdParamsSchema = z.object({
  importId: z.string().regex(/^[0-9a-f-]{36}$/, 'must be an import id'),
});

export const importRefusalSchema = z.object({
  /** The line of the file, counting the header as line 1. */
  line: z.number().int(),
  reason: z.string(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

export const importReportSchema = z.object({
  importId: z.string(),
  status: z.enum(importStatuses),
  dryRun: z.boolean(),
  /** Rows of the file (the header not counted); 0 until the worker has read it. */
  rows: z.number().int(),
  /** Rows handled so far: written, found unchanged or refused. */
  done: z.number().int(),
  /** Products made, changed, or found as the file has them. */
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.array(importRefusalSchema),
  /** Why a failed import stopped (the file could not be read at all); null otherwise. */
  error: z.string().nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The product list's filters: the export holds what the list shows, every page of it. */
export const productExportQuerySchema = consoleProductListQuerySchema.pick({
  search: true,
  categoryId: true,
  status: true,
  stock: true,
});

/** A day, `2026-11-01`; `from` and `to` both count (the shop's days are UTC). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

/** The order list's filters and the days the orders were placed on. */
export const orderExportQuerySchema = consoleOrderListQuerySchema
  .pick({ search: true, payment: true, refund: true, shipping: true, userId: true })
  .extend({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

export const customerExportQuerySchema = consoleCustomerListQuerySchema.pick({ search: true, role: true });
