import type { FastifyPluginAsync } from 'fastify';
import {
  completeUpload as completeUploadEndpoint,
  requestUpload as requestUploadEndpoint,
} from '@shared/contract/asset';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { assetDepsOf, completeUpload, requestUpload } from './asset.service.js';

/** Photo uploads (docs/uploads.md); registered in the customer scope (app.ts). */
export const assetRoutes: FastifyPluginAsync = async (app) => {
  const deps = assetDepsOf(app);

  await serve(app, requestUploadEndpoint, async (req) =>
    ok(await requestUpload(deps, requireUser(req).userId, req.body.fileName)),
  );

  await serve(app, completeUploadEndpoint, async (req) =>
    ok(await completeUpload(deps, requireUser(req).userId, req.params.imageId)),
  );
};
