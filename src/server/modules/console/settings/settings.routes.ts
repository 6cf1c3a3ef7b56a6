import type { FastifyPluginAsync } from 'fastify';
import {
  approveReview,
  getSearchSynonyms,
  getShopIdentity,
  getShopSettings,
  saveSearchSynonyms,
  saveShopIdentity,
  saveShopSettings,
} from '@shared/contract/console-settings';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import * as svc from './settings.service.js';
import * as synonyms from './search-synonyms.service.js';
import { saveIdentity } from './shop-identity.service.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

/**
 * The shop's switches (holding new reviews for approval), approving a held review, the search's
 * synonyms, the shop's identity (name, tagline, address, mail sender, logo).
 */
export const consoleSettingsRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);
  await serve(app, getShopSettings, async () => ok(await svc.readSettings(deps.db.kysely)));
  await serve(app, saveShopSettings, async (req) => ok(await svc.saveSettings(deps, actingOperator(req), req.body)));
  await serve(app, approveReview, async (req) =>
    ok(await svc.approveReview(deps, actingOperator(req), req.params.reviewId)),
  );
  await serve(app, getSearchSynonyms, async () => ok(await synonyms.readSynonyms(deps.db.kysely)));
  await serve(app, saveSearchSynonyms, async (req) =>
    ok(await synonyms.saveSynonyms(deps, actingOperator(req), req.body)),
  );
  await serve(app, getShopIdentity, async () => ok(app.shopIdentity.current()));
  await serve(app, saveShopIdentity, async (req) =>
    ok(await saveIdentity(deps, app.shopIdentity, actingOperator(req), req.body)),
  );
};
