import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/upload');
const asset = { tag: 'asset', schemas: () => import('../schemas/upload') } as const satisfies Domain<Schemas>;

/**
 * A photo upload is three steps: this signed form, a post of the file straight to storage with
 * it (no token, not an API call), then `completeUpload`.
 */
export const requestUpload = {
  ...asset,
  method: 'POST',
  path: '/asset/signed-url',
  access: 'customer',
  summary: 'A signed form to post one photo to storage',
  body: 'signedUrlRequestSchema',
  response: 'signedUrlResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const completeUpload = {
  ...asset,
  method: 'POST',
  path: '/asset/:imageId/complete',
  access: 'customer',
  summary: 'Check and keep an uploaded photo; answers its URL',
  params: 'imageIdParamsSchema',
  response: 'completeUploadResponseSchema',
} as const satisfies EndpointOf<Schemas>;
