import type { FastifyPluginAsync } from 'fastify';
import {
  adjustStock as adjustStockEndpoint,
  createProduct as createProductEndpoint,
  getConsoleProduct,
  listConsoleProducts,
  listBadges,
  listStockMovements,
  updateProduct as updateProductEndpoint,
} from '@shared/contract/console-products';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import * as repo from './products.repository.js';
import { adjustStock, createProduct, productView, updateProduct } from './products.service.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

/**
 * Products and their stock (docs/operator-console.md). Registered inside the operator scope of
 * operator.routes.ts, which requires the role and marks every answer no-store.
 */
export const consoleProductRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);

  await serve(app, listConsoleProducts, async (req) => {
    const { rows, total } = await repo.listProducts(deps.db.kysely, req.query);
    return ok({
      list: rows.map((r) => ({
        productId: r.inventory_id,
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
  });

  await serve(app, getConsoleProduct, async (req) => ok(await productView(deps.db.kysely, req.params.productId)));

  await serve(app, createProductEndpoint, async (req) => {
    const productId = await createProduct(deps, actingOperator(req), req.body);
    return ok({ productId });
  });

  await serve(app, updateProductEndpoint, async (req) => {
    const id = req.params.productId;
    await updateProduct(deps, actingOperator(req), id, req.body);
    return ok(await productView(deps.db.kysely, id));
  });

  await serve(app, adjustStockEndpoint, async (req) => {
    const list = await adjustStock(deps, actingOperator(req), req.body);
    return ok({ list });
  });

  await serve(app, listStockMovements, async (req) => {
    const rows = await repo.listStockMovements(deps.db.kysely, req.params.productId, 50);
    return ok({
      list: rows.map((r) => ({
        movementId: r.movement_id,
        sku: r.sku,
        delta: r.delta,
        stockAfter: r.stock_after,
        reason: r.reason,
        actor: r.actor,
        createdAt: r.created_at,
      })),
    });
  });

  await serve(app, listBadges, async () => {
    const rows = await repo.listBadges(deps.db.kysely);
    return ok({
      list: rows.map((b) => ({ badgeId: b.badge_id, text: b.text, bgColor: b.bg_color, textColor: b.text_color })),
    });
  });
};
