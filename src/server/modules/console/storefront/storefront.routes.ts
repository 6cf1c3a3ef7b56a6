import type { FastifyPluginAsync } from 'fastify';
import {
  createCategory,
  deleteCategory,
  reorderCategories,
  getHomeBanners,
  getHomeSections,
  getNavigation,
  listConsoleCategories,
  saveHomeBanners,
  saveHomeSections,
  saveNavigation,
  updateCategory,
} from '@shared/contract/console-storefront';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import * as svc from './storefront.service.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

/** Categories, the menu and the home page (docs/operator-console.md), inside the operator scope. */
export const consoleStorefrontRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);

  await serve(app, listConsoleCategories, async () => ok({ list: await svc.listCategories(deps.db.kysely) }));

  await serve(app, createCategory, async (req) =>
    ok({ categoryId: await svc.createCategory(deps, actingOperator(req), req.body) }),
  );

  await serve(app, updateCategory, async (req) => {
    const { categoryId } = req.params;
    await svc.updateCategory(deps, actingOperator(req), categoryId, req.body);
    return ok({ categoryId });
  });

  await serve(app, reorderCategories, async (req) => {
    await svc.reorderCategories(deps, actingOperator(req), req.body);
    return ok({ list: await svc.listCategories(deps.db.kysely) });
  });

  await serve(app, deleteCategory, async (req) => {
    const { categoryId } = req.params;
    await svc.deleteCategory(deps, actingOperator(req), categoryId);
    return ok({ categoryId });
  });

  await serve(app, getNavigation, async () => ok(await svc.navigationView(deps.db.kysely)));
  await serve(app, saveNavigation, async (req) => {
    await svc.replaceNavigation(deps, actingOperator(req), req.body);
    return ok(await svc.navigationView(deps.db.kysely));
  });

  await serve(app, getHomeBanners, async () => ok(await svc.bannersView(deps.db.kysely)));
  await serve(app, saveHomeBanners, async (req) => {
    await svc.replaceBanners(deps, actingOperator(req), req.body);
    return ok(await svc.bannersView(deps.db.kysely));
  });

  await serve(app, getHomeSections, async () => ok(await svc.sectionsView(deps.db.kysely)));
  await serve(app, saveHomeSections, async (req) => {
    await svc.replaceSections(deps, actingOperator(req), req.body);
    return ok(await svc.sectionsView(deps.db.kysely));
  });
};
