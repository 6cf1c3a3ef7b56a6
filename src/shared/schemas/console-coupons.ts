import { z } from 'zod';
import type { InCode } from '../wire-names';
import { consoleListQuerySchema } from './console-list';
import { idSchema } from './catalog';
import { MAX_PRICE_CENTS } from './console-catalog';

/** The operator's coupon calls under /api/admin/coupons (docs/operator-console.md). */

export const couponKinds = ['percent', 'fixed'] as const;
export const couponStatuses = ['active', 'disabled'] as const;

/** The columns the coupon table sorts by, each in either direction (`order`). */
export const consoleCouponSorts = ['createdAt', 'code', 'uses'] as const;

export const consoleCouponListQuerySchema = consoleListQuerySchema(consoleCouponSorts, 'createdAt').extend({
  // `search`: part of the code.
  status: z.enum(couponStatuses, { error: `must be one of ${couponStatuses.join(', ')}` }).optional(),
});

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} must be at most 1,000,000`)
    .nullable();

/** ISO-8601 with a time zone (`2026-12-01T00:00:00.000Z`), stored in UTC. */
const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    .transform((v) => new Date(v).toISOString())
    .nullable();

export const couponWriteSchema = z
  .object({
    /** Letters, digits, dashes and underscores; stored upper-case (codes match without case). */
    code: z
      .string({ error: 'Code must be text' })
      .trim()
      .min(3, 'Code must be at least 3 characters')
      .max(32, 'Code must be at most 32 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'Code may hold only letters, digits, dashes and underscores')
      .transform((c) => c.toUpperCase()),
    kind: z.enum(couponKinds, { error: `Kind must be one of ${couponKinds.join(', ')}` }),
    /** Percent (1–100) or cents off. */
    value: z
      .number({ error: 'Value must be a number' })
      .int('Value must be a whole number')
      .min(1, 'Value must be at least 1'),
    minSpend: z
      .number({ error: 'Minimum spend must be a number of cents' })
      .int('Minimum spend must be whole cents')
      .min(0, 'Minimum spend must not be negative')
      .max(MAX_PRICE_CENTS, 'Minimum spend must be at most $1,000,000.00'),
    startsAt: instant('Start'),
    /** Exclusive: the coupon stops working at this instant. */
    endsAt: instant('End'),
    maxUses: limit('Total uses'),
    maxUsesPerCustomer: limit('Uses per customer'),
    isActive: z.boolean(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && c.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage must be at most 100' });
    }
    if (c.kind === 'fixed' && c.value > MAX_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value must be at most $1,000,000.00' });
    }
    if (c.startsAt && c.endsAt && c.endsAt <= c.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after the start' });
    }
    if (c.maxUses !== null && c.maxUsesPerCustomer !== null && c.maxUsesPerCustomer > c.maxUses) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxUsesPerCustomer'],
        message: 'Uses per customer must not exceed total uses',
      });
    }
  });
export type CouponWrite = InCode<z.input<typeof couponWriteSchema>>;

export const consoleCouponSchema = z.object({
  couponId: z.number().int(),
  code: z.string(),
  kind: z.enum(couponKinds),
  value: z.number().int(),
  minSpend: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  isActive: z.boolean(),
  /** Orders that took it, paid or still awaiting payment (what the total limit counts). */
  uses: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleCoupon = InCode<z.infer<typeof consoleCouponSchema>>;
export const consoleCouponListSchema = z.object({ list: z.array(consoleCouponSchema), total: z.number().int() });
export const couponIdParamsSchema = z.object({ couponId: idSchema });
