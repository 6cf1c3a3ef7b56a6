import type { FastifyPluginAsync } from 'fastify';
import { publicUrl } from '@server/config';
import { sendSitemapFile } from './sitemap-reply.js';
import { sitemapFile, sitemapIndex } from './sitemap.service.js';

/**
 * Where search engines may go: the catalogue, not a shopper's own pages (cart, account, orders,
 * addresses, checkout), the operator's console or the API; and where the sitemap is.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /user',
    'Disallow: /order',
    'Disallow: /address/',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /pay/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** robots.txt, the sitemap index and its files (docs/storefront.md, "Sitemaps"). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const origin = publicUrl(app.config);
  const robots = robotsTxt(origin);

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    sendSitemapFile(app.db, request, reply, 'index', async () =>
      (async function* index() {
        yield await sitemapIndex(app.db, { origin });
      })(),
    ),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) =>
    sendSitemapFile(app.db, request, reply, request.params.file, () =>
      sitemapFile(app.db, request.params.file, { origin }),
    ),
  );
};
