import type { FastifyPluginAsync } from 'fastify';
import { listAdminShopPages, saveShopPage } from '@shared/contract/shop-pages';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator, operatorWriteDepsOf } from '@server/modules/operator-write';
import * as pages from '@server/modules/shop-page';

/** The shop's pages (shipping, returns, privacy, contact) as the operator edits them. */
export const consolePageRoutes: FastifyPluginAsync = async (app) => {
  const deps = operatorWriteDepsOf(app);
  await serve(app, listAdminShopPages, async () => ok({ list: await pages.listShopPages(deps.db.kysely) }));
  // 20,000 characters of text, which JSON may escape to several times that: above BODY_LIMIT.
  await serve(
    app,
    saveShopPage,
    async (req) => ok(await pages.saveShopPage(deps, actingOperator(req), req.params.slug, req.body)),
    { bodyLimit: 128 * 1024 },
  );
};
