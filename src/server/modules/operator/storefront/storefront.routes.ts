import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryIdParamsSchema,
  adminCategoryListSchema,
  bannersWriteSchema,
  categoryCreateSchema,
  categoryIdResponseSchema,
  categoryWriteSchema,
  navigationWriteSchema,
  sectionsWriteSchema,
} from '@shared/schemas/admin-catalogue';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { actingOperator } from '@server/modules/operator/acting-operator';
import { orderDepsOf } from '@server/modules/order/order.deps';
import * as svc from './storefront.service.js';

/** Categories, the menu and the home page (docs/operator-console.md), inside the operator scope. */
export const operatorStorefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');

  app.get(
    '/categories',
    { schema: answer('Every category, with how many products it holds', adminCategoryListSchema) },
    async () => ok({ list: await svc.listCategories(deps.db.kysely) }),
  );

  app.post(
    '/categories',
    { schema: { ...answer('Add a category or a sub-category', categoryIdResponseSchema), body: categoryCreateSchema } },
    async (req) => ok({ categoryId: await svc.createCategory(deps, actingOperator(req), req.body) }),
  );

  app.post(
    '/categories/:categoryId',
    {
      schema: {
        ...answer('Rename a category or change its description', categoryIdResponseSchema),
        params: adminCategoryIdParamsSchema,
        body: categoryWriteSchema,
      },
    },
    async (req) => {
      const { categoryId } = req.params;
      await svc.updateCategory(deps, actingOperator(req), categoryId, req.body);
      return ok({ categoryId });
    },
  );

  app.get('/navigation', { schema: answer('The menu and its sub-items, as edited', navigationWriteSchema) }, async () =>
    ok(await svc.navigationView(deps.db.kysely)),
  );
  app.post(
    '/navigation',
    { schema: { ...answer('Save the whole menu, in order', navigationWriteSchema), body: navigationWriteSchema } },
    async (req) => {
      await svc.replaceNavigation(deps, actingOperator(req), req.body);
      return ok(await svc.navigationView(deps.db.kysely));
    },
  );

  app.get('/home/banners', { schema: answer("The home page's banners, as edited", bannersWriteSchema) }, async () =>
    ok(await svc.bannersView(deps.db.kysely)),
  );
  app.post(
    '/home/banners',
    { schema: { ...answer('Save every banner, in order', bannersWriteSchema), body: bannersWriteSchema } },
    async (req) => {
      await svc.replaceBanners(deps, actingOperator(req), req.body);
      return ok(await svc.bannersView(deps.db.kysely));
    },
  );

  app.get('/home/sections', { schema: answer("The home page's sections, as edited", sectionsWriteSchema) }, async () =>
    ok(await svc.sectionsView(deps.db.kysely)),
  );
  app.post(
    '/home/sections',
    { schema: { ...answer('Save every section, in order', sectionsWriteSchema), body: sectionsWriteSchema } },
    async (req) => {
      await svc.replaceSections(deps, actingOperator(req), req.body);
      return ok(await svc.sectionsView(deps.db.kysely));
    },
  );
};
