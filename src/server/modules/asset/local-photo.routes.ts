import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { LocalPhotoStorage } from '@server/providers/storage/index';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const PHOTO_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/**
 * Completed photos of the embedded storage, at /media/uploads/reviews/{userId}/{imageId}.{ext}:
 * only re-encoded photos (never the raw uploads under incoming/), each with the type its
 * extension names and nosniff, so no browser reads one as anything but that image. A photo's
 * name holds its image id and is never rewritten, so it may be cached for good.
 */
export const localPhotoRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.photoStorage;
  if (!(storage instanceof LocalPhotoStorage)) return;

  app.get<{ Params: { userId: string; file: string } }>('/reviews/:userId/:file', async (request, reply) => {
    const { userId, file } = request.params;
    const type = /^[1-9]\d{0,9}$/.test(userId) ? TYPES[PHOTO_FILE.exec(file)?.[1] ?? ''] : undefined;
    const stat = type ? await fs.promises.stat(storage.pathOf(`reviews/${userId}/${file}`)).catch(() => null) : null;
    if (!type || !stat?.isFile()) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type(type)
      .header('Content-Length', stat.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(storage.pathOf(`reviews/${userId}/${file}`)));
  });
};
