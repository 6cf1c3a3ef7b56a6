import { z } from 'zod';
import { idSchema } from './catalog';

/** Webhooks under /api/admin/webhooks (docs/webhooks.md). */

/** Every event a webhook may ask for, in the order the console lists them. */
export const webhookEventTypes = [
  'order.paid',
  'order.cancelled',
  'order.shipped',
  'order.delivered',
  'refund.created',
  'refund.completed',
  'product.created',
  'product.updated',
  'stock.low',
  'review.created',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

const urlSchema = z
  .string({ error: 'URL must be text' })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((v) => URL.canParse(v), 'URL must be a full address, such as https://example.com/hooks');

const eventsSchema = z
  .array(z.enum(webhookEventTypes, { error: `each event must be one of ${webhookEventTypes.join(', ')}` }), {
    error: 'Events must be a list',
  })
  .min(1, 'Choose at least one event')
  .max(webhookEventTypes.length, `At most ${webhookEventTypes.length} events`)
  .transform((events) => webhookEventTypes.filter((type) => events.includes(type)));

const descriptionSchema = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`);

export const createWebhookSchema = z.strictObject({
  url: urlSchema,
  events: eventsSchema,
  description: descriptionSchema.optional(),
});
export type CreateWebhook = z.input<typeof createWebhookSchema>;

/** A change: any of the fields; `active: true` starts a paused endpoint again, `false` pauses it. */
export const updateWebhookSchema = z
  .strictObject({
    url: urlSchema.optional(),
    events: eventsSchema.optional(),
    description: descriptionSchema.optional(),
    active: z.boolean({ error: 'Active must be true or false' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Name at least one of url, events, description, active');
export type UpdateWebhook = z.input<typeof updateWebhookSchema>;

export const webhookIdParamsSchema = z.object({ webhookId: idSchema });
export const deliveryIdParamsSchema = z.object({ deliveryId: idSchema });

export const webhookSchema = z.object({
  webhookId: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  description: z.string(),
  active: z.boolean(),
  /** Why a paused endpoint is paused: an operator paused it, or it failed for a day. */
  pausedReason: z.enum(['failing', 'operator']).nullable(),
  pausedAt: z.string().nullable(),
  /** The first failed attempt since the last success; null while it is answering. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** What creating one answers: the endpoint and its signing secret, shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookListSchema = z.object({ list: z.array(webhookSchema) });

export const webhookDeliveryStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  deliveryId: z.number().int(),
  webhookId: z.number().int(),
  /** The event id the receiver sees (`Shop-Event-Id`), the same for every attempt and resend. */
  eventId: z.string(),
  type: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The last attempt's HTTP status, its time in milliseconds and the start of its answer. */
  responseCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  responseExcerpt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** When the next attempt is due, for a delivery still waiting. */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ list: z.array(webhookDeliverySchema) });

export const webhookDeliveryListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
});
