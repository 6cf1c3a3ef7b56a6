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
import { operatorWrite } from './operator-write.js';
import * as svc from './admin-storefront.service.js';

/** Categories, the menu and the home page (docs/operator-console.md), inside the operator scope. */
export const adminStorefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = routeDocs('admin');
  const write = operatorWrite(app);

  app.get(
    '/categories',
    { schema: answer('Every category, with how many products it holds', adminCategoryListSchema) },
    async () => ok({ list: await svc.listCategories(app.db.kysely) }),
  );

  app.post(
    '/categories',
    { schema: { ...answer('Add a category or a sub-category', categoryIdResponseSchema), body: categoryCreateSchema } },
    async (req) => ok({ categoryId: await write(req, [], (tx, who) => svc.createCategory(tx, who, req.body)) }),
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
      await write(req, [], (tx, who) => svc.updateCategory(tx, who, categoryId, req.body));
      return ok({ categoryId });
    },
  );

  app.get('/navigation', { schema: answer('The menu and its sub-items, as edited', navigationWriteSchema) }, async () =>
    ok(await svc.navigationView(app.db.kysely)),
  );
  app.post(
    '/navigation',
    { schema: { ...answer('Save the whole menu, in order', navigationWriteSchema), body: navigationWriteSchema } },
    async (req) => {
      await write(req, [], (tx, who) => svc.replaceNavigation(tx, who, req.body));
      return ok(await svc.navigationView(app.db.kysely));
    },
  );

  app.get('/home/banners', { schema: answer("The home page's banners, as edited", bannersWriteSchema) }, async () =>
    ok(await svc.bannersView(app.db.kysely)),
  );
  app.post(
    '/home/banners',
    { schema: { ...answer('Save every banner, in order', bannersWriteSchema), body: bannersWriteSchema } },
    async (req) => {
      await write(req, [], (tx, who) => svc.replaceBanners(tx, who, req.body));
      return ok(await svc.bannersView(app.db.kysely));
    },
  );

  app.get('/home/sections', { schema: answer("The home page's sections, as edited", sectionsWriteSchema) }, async () =>
    ok(await svc.sectionsView(app.db.kysely)),
  );
  app.post(
    '/home/sections',
    { schema: { ...answer('Save every section, in order', sectionsWriteSchema), body: sectionsWriteSchema } },
    async (req) => {
      await write(req, [], (tx, who) => svc.replaceSections(tx, who, req.body));
      return ok(await svc.sectionsView(app.db.kysely));
    },
  );
};
