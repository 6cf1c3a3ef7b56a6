import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-webhooks');
/** Webhooks: other systems told what happened (docs/webhooks.md). */
const webhooks = {
  tag: 'admin',
  schemas: () => import('../schemas/console-webhooks'),
} as const satisfies Domain<Schemas>;

export const listWebhooks = {
  ...webhooks,
  method: 'GET',
  path: '/admin/webhooks',
  access: 'operator',
  scope: 'settings:read',
  summary: 'Every webhook endpoint, newest first',
  response: 'webhookListSchema',
} as const satisfies EndpointOf<Schemas>;

export const createWebhook = {
  ...webhooks,
  method: 'POST',
  path: '/admin/webhooks',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Add a webhook endpoint (https, a public address); its signing secret is in this answer only',
  body: 'createWebhookSchema',
  response: 'createdWebhookSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateWebhook = {
  ...webhooks,
  method: 'POST',
  path: '/admin/webhooks/:webhookId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Change a webhook endpoint, pause it or start it again',
  params: 'webhookIdParamsSchema',
  body: 'updateWebhookSchema',
  response: 'webhookSchema',
} as const satisfies EndpointOf<Schemas>;

export const deleteWebhook = {
  ...webhooks,
  method: 'DELETE',
  path: '/admin/webhooks/:webhookId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Remove a webhook endpoint and its deliveries',
  params: 'webhookIdParamsSchema',
} as const satisfies EndpointOf<Schemas>;

export const listWebhookDeliveries = {
  ...webhooks,
  method: 'GET',
  path: '/admin/webhooks/:webhookId/deliveries',
  access: 'operator',
  scope: 'settings:read',
  summary: "An endpoint's deliveries, newest first, with each one's last answer",
  params: 'webhookIdParamsSchema',
  query: 'webhookDeliveryListQuerySchema',
  response: 'webhookDeliveryListSchema',
} as const satisfies EndpointOf<Schemas>;

export const resendWebhookDelivery = {
  ...webhooks,
  method: 'POST',
  path: '/admin/webhooks/deliveries/:deliveryId/resend',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Send a delivered or failed event again, with the same event id',
  params: 'deliveryIdParamsSchema',
  response: 'webhookDeliverySchema',
} as const satisfies EndpointOf<Schemas>;
