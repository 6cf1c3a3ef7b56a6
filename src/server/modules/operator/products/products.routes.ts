import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminInventoryIdParamsSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
  badgeListSchema,
  productCreateSchema,
  productIdResponseSchema,
  productWriteSchema,
  stockAdjustmentResultSchema,
  stockAdjustmentSchema,
  stockMovementListSchema,
} from '@shared/schemas/admin-catalogue';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { actingOperator } from '@server/modules/operator/acting-operator';
import { orderDepsOf } from '@server/modules/order/order.deps';
import * as repo from './products.repository.js';
import { adjustStock, createProduct, productView, updateProduct } from './products.service.js';

/**
 * Products and their stock (docs/operator-console.md). Registered inside the operator scope of
 * operator.routes.ts, which requires the role and marks every answer no-store.
 */
export const operatorProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');

  app.get(
    '/products',
    {
      schema: {
        ...answer('Every product, withdrawn ones too: searched, filtered, sorted and paged', adminProductListSchema),
        querystring: adminProductListQuerySchema,
      },
    },
    async (req) => {
      const { rows, total } = await repo.listProducts(deps.db.kysely, req.query);
      return ok({
        list: rows.map((r) => ({
          inventoryId: r.inventory_id,
          name: r.name,
          coverPath: r.cover_path,
          price: r.price,
          originalPrice: r.original_price,
          categoryName: r.category_name,
          isActive: r.is_active === 1,
          stock: r.stock ?? 0,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
        })),
        total,
      });
    },
  );

  app.get(
    '/products/:inventoryId',
    {
      schema: { ...answer('One product as it is edited', adminProductSchema), params: adminInventoryIdParamsSchema },
    },
    async (req) => ok(await productView(deps.db.kysely, req.params.inventoryId)),
  );

  app.post(
    '/products',
    { schema: { ...answer('Add a product with its first stock', productIdResponseSchema), body: productCreateSchema } },
    async (req) => {
      const inventoryId = await createProduct(deps, actingOperator(req), req.body);
      return ok({ inventoryId });
    },
  );

  app.post(
    '/products/:inventoryId',
    {
      schema: {
        ...answer('Save a product: the storefront shows it at once', adminProductSchema),
        params: adminInventoryIdParamsSchema,
        body: productWriteSchema,
      },
    },
    async (req) => {
      const id = req.params.inventoryId;
      await updateProduct(deps, actingOperator(req), id, req.body);
      return ok(await productView(deps.db.kysely, id));
    },
  );

  app.post(
    '/stock/adjustments',
    {
      schema: {
        ...answer('Add or take off units of several products, with a reason', stockAdjustmentResultSchema),
        body: stockAdjustmentSchema,
      },
    },
    async (req) => {
      const list = await adjustStock(deps, actingOperator(req), req.body);
      return ok({ list });
    },
  );

  app.get(
    '/products/:inventoryId/stock-movements',
    {
      schema: {
        ...answer("The last 50 changes of a product's stock made by hand", stockMovementListSchema),
        params: adminInventoryIdParamsSchema,
      },
    },
    async (req) => {
      const rows = await repo.listStockMovements(deps.db.kysely, req.params.inventoryId, 50);
      return ok({
        list: rows.map((r) => ({
          movementId: r.movement_id,
          delta: r.delta,
          stockAfter: r.stock_after,
          reason: r.reason,
          actor: r.actor,
          createdAt: r.created_at,
        })),
      });
    },
  );

  app.get('/badges', { schema: answer('The badges a product may wear', badgeListSchema) }, async () => {
    const rows = await repo.listBadges(deps.db.kysely);
    return ok({
      list: rows.map((b) => ({ badgeId: b.badge_id, text: b.text, bgColor: b.bg_color, textColor: b.text_color })),
    });
  });
};
