import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { renderDemoImage } from '@server/demo/art/demo-art';
import { SharePictures } from './share-image.js';
import { isSharePictureShown } from './share-pictures-in-use.js';

/** Demo images are drawn on request from their name: deterministic, nothing stored, nothing fetched. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; name: string } }>('/demo/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params;
    const svg = name.endsWith('.svg') ? renderDemoImage(kind, name.slice(0, -4)) : null;
    if (!svg) return reply.status(404).type('text/plain').send('Not found');
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400, immutable').send(svg);
  });

  // Link previews' raster version of a demo picture the shop shows (share-image.ts), made once and
  // kept in DATA_DIR/share, at most SHARE_PICTURES_KEPT files. Its name is its picture's, which
  // never changes what it shows.
  const sharePictures = new SharePictures(
    path.resolve(app.config.DATA_DIR, 'share'),
    app.config.SHARE_PICTURES_KEPT,
    (sharePath) => isSharePictureShown(app.db, sharePath),
  );
  app.get<{ Params: { kind: string; name: string } }>('/share/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params;
    const jpeg = await sharePictures.get(kind, name);
    if (!jpeg) return reply.status(404).type('text/plain').send('Not found');
    return reply.type('image/jpeg').header('Cache-Control', 'public, max-age=86400, immutable').send(jpeg);
  });
};
