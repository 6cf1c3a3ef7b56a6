import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-reviews');
/** Every review, hidden ones included, and hiding one from its product page. */
const reviews = {
  tag: 'admin',
  schemas: () => import('../schemas/console-reviews'),
} as const satisfies Domain<Schemas>;

export const listConsoleReviews = {
  ...reviews,
  method: 'GET',
  path: '/admin/reviews',
  access: 'operator',
  scope: 'content:read',
  summary: 'Every review, hidden ones included, filtered and paged',
  query: 'consoleReviewListQuerySchema',
  response: 'consoleReviewListSchema',
} as const satisfies EndpointOf<Schemas>;

export const hideReview = {
  ...reviews,
  method: 'POST',
  path: '/admin/reviews/:reviewId/hide',
  access: 'operator',
  scope: 'content:write',
  summary: 'Hide a review from its product page',
  params: 'reviewIdParamsSchema',
  response: 'reviewVisibilityResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const showReview = {
  ...reviews,
  method: 'POST',
  path: '/admin/reviews/:reviewId/show',
  access: 'operator',
  scope: 'content:write',
  summary: 'Show a hidden review again',
  params: 'reviewIdParamsSchema',
  response: 'reviewVisibilityResponseSchema',
} as const satisfies EndpointOf<Schemas>;
