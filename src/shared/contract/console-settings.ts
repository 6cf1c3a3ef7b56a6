import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-settings');
/** The shop's switches, and approving the reviews they held. */
const settings = {
  tag: 'admin',
  schemas: () => import('../schemas/console-settings'),
} as const satisfies Domain<Schemas>;

export const getShopSettings = {
  ...settings,
  method: 'GET',
  path: '/admin/settings',
  access: 'operator',
  scope: 'settings:read',
  summary: "The shop's switches",
  response: 'shopSettingsSchema',
} as const satisfies EndpointOf<Schemas>;

export const saveShopSettings = {
  ...settings,
  method: 'POST',
  path: '/admin/settings',
  access: 'operator',
  scope: 'settings:write',
  summary: "Save the shop's switches (a switch left out keeps its value)",
  body: 'shopSettingsWriteSchema',
  response: 'shopSettingsSchema',
} as const satisfies EndpointOf<Schemas>;

export const approveReview = {
  ...settings,
  method: 'POST',
  path: '/admin/reviews/:reviewId/approve',
  access: 'operator',
  scope: 'content:write',
  summary: 'Approve a review held for approval: it shows on its product page',
  params: 'heldReviewParamsSchema',
  response: 'reviewApprovedSchema',
} as const satisfies EndpointOf<Schemas>;

export const getSearchSynonyms = {
  ...settings,
  method: 'GET',
  path: '/admin/search-synonyms',
  access: 'operator',
  scope: 'settings:read',
  summary: "The search's synonym groups",
  response: 'searchSynonymsSchema',
} as const satisfies EndpointOf<Schemas>;

export const saveSearchSynonyms = {
  ...settings,
  method: 'POST',
  path: '/admin/search-synonyms',
  access: 'operator',
  scope: 'settings:write',
  summary: "Replace the search's synonym groups (the next search uses them)",
  body: 'searchSynonymsWriteSchema',
  response: 'searchSynonymsSchema',
} as const satisfies EndpointOf<Schemas>;

export const getShopIdentity = {
  ...settings,
  method: 'GET',
  path: '/admin/settings/identity',
  access: 'operator',
  scope: 'settings:read',
  summary: "The shop's name, tagline, address, mail sender and logo",
  response: 'shopIdentitySchema',
} as const satisfies EndpointOf<Schemas>;

export const saveShopIdentity = {
  ...settings,
  method: 'POST',
  path: '/admin/settings/identity',
  access: 'operator',
  scope: 'settings:write',
  summary: "Save the shop's identity (the next page, mail and document use it)",
  body: 'shopIdentityWriteSchema',
  response: 'shopIdentitySchema',
} as const satisfies EndpointOf<Schemas>;
