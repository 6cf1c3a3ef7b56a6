import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeUploadResponseSchema,
  imageIdParamsSchema,
  signedUrlRequestSchema,
  signedUrlResponseSchema,
} from '@shared/schemas/upload';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { assetDepsOf, completeUpload, requestUpload } from './asset.service.js';

/** Photo uploads (docs/uploads.md); registered in the customer scope (app.ts). */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = assetDepsOf(app);
  const answer = routeDocs('asset');

  app.post(
    '/asset/signed-url',
    {
      schema: {
        ...answer('A signed form to post one photo to storage', signedUrlResponseSchema),
        body: signedUrlRequestSchema,
      },
    },
    async (req) => ok(await requestUpload(deps, requireUser(req).userId, req.body.fileName)),
  );

  app.post(
    '/asset/:imageId/complete',
    {
      schema: {
        ...answer('Check and keep an uploaded photo; answers its URL', completeUploadResponseSchema),
        params: imageIdParamsSchema,
      },
    },
    async (req) => ok(await completeUpload(deps, requireUser(req).userId, req.params.imageId)),
  );
};
