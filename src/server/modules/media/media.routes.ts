import type { FastifyPluginAsync } from 'fastify';
import { renderDemoImage } from '@server/demo/art/demo-art';

/** Demo images are drawn on request from their name: deterministic, nothing stored, nothing fetched. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; name: string } }>('/demo/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params;
    const svg = name.endsWith('.svg') ? renderDemoImage(kind, name.slice(0, -4)) : null;
    if (!svg) return reply.status(404).type('text/plain').send('Not found');
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400, immutable').send(svg);
  });
};
