import type { Db } from '@server/db/database';
import { setStock } from '@server/modules/stock/stock.repository';
import { productRow, type NewProduct } from './product-row.js';

/** Units each fixture product has unless a test sets its own. */
export const FIXTURE_STOCK = 1000;

/** A small hand-made catalogue whose answers the catalogue tests can predict. */
export async function insertCatalogFixture(db: Db) {
  const k = db.kysely;
  const category = async (display_name: string, parent_id: number | null, description = '') =>
    (
      await k
        .insertInto('category')
        .values({ display_name, parent_id, description, cover_path: null, sort_order: 0 })
        .returning('category_id')
        .executeTakeFirstOrThrow()
    ).category_id;

  const clothing = { id: await category('Clothing', null, 'Everyday wear'), name: 'Clothing' };
  const shirts = { id: await category('Shirts', clothing.id, 'Shirts for work and weekend'), name: 'Shirts' };
  const shoes = { id: await category('Shoes', clothing.id), name: 'Shoes' };
  const home = { id: await category('Home', null), name: 'Home' };
  const lamps = { id: await category('Lamps', home.id), name: 'Lamps' };

  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
  const product = async (p: Partial<NewProduct> & Pick<NewProduct, 'name' | 'rootCategory' | 'subCategory'>) => {
    const { inventory_id } = await k
      .insertInto('inventory')
      .values(
        productRow({
          coverPath: '/media/demo/product/shirt-1-0.svg',
          price: 1000,
          descriptionHtml: '<p>Plain</p>',
          createdAt: day(0),
          ...p,
        }),
      )
      .returning('inventory_id')
      .executeTakeFirstOrThrow();
    await setStock(k, inventory_id, FIXTURE_STOCK);
    return inventory_id;
  };

  const ids = {
    oxford: await product({
      name: 'Blue Oxford Shirt',
      rootCategory: clothing,
      subCategory: shirts,
      price: 4500,
      popularity: 90,
      ratingDisplay: 450,
      reviewCount: 3,
      createdAt: day(10),
      descriptionHtml:
        '<p>A crisp <strong>cotton</strong> shirt.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    }),
    shirtdress: await product({
      name: 'Linen Shirtdress',
      rootCategory: clothing,
      subCategory: shirts,
      price: 8900,
      popularity: 50,
      ratingDisplay: 480,
      reviewCount: 12,
      createdAt: day(20),
      descriptionHtml: '<p>Breezy summer linen.</p>',
    }),
    flannel: await product({
      name: 'Weekend Flannel',
      rootCategory: clothing,
      subCategory: shirts,
      price: 3900,
      popularity: 70,
      createdAt: day(5),
      descriptionHtml: '<p>A soft shirt for cold mornings.</p>',
    }),
    sneaker: await product({
      name: 'Canvas Sneaker',
      rootCategory: clothing,
      subCategory: shoes,
      price: 6500,
      popularity: 80,
      createdAt: day(15),
      requires: { size: true },
    }),
    candle: await product({
      name: 'Crème Brûlée Candle',
      rootCategory: home,
      subCategory: lamps,
      price: 2200,
      popularity: 10,
      createdAt: day(2),
      descriptionHtml: '<p>Warm vanilla glow.</p>',
    }),
    lamp: await product({
      name: 'Walnut Desk Lamp',
      rootCategory: home,
      subCategory: lamps,
      price: 12900,
      popularity: 60,
      createdAt: day(30),
    }),
    hidden: await product({ name: 'Hidden Shirt', rootCategory: clothing, subCategory: shirts, isActive: false }),
  };
  const fillers: number[] = [];
  for (let i = 1; i <= 14; i++) {
    fillers.push(
      await product({
        name: `Basic Tee No ${i}`,
        rootCategory: clothing,
        subCategory: shirts,
        price: 1000 + i * 100,
        popularity: i,
        createdAt: day(40 + i),
      }),
    );
  }

  const badge = await k
    .insertInto('badge')
    .values({ text: 'Sale', bg_color: '#dc2626', text_color: '#ffffff' })
    .returning('badge_id')
    .executeTakeFirstOrThrow();
  await k
    .insertInto('inventory_badge')
    .values({ inventory_id: ids.oxford, badge_id: badge.badge_id, position: 0 })
    .execute();
  await k
    .insertInto('addon')
    .values([
      {
        inventory_id: ids.sneaker,
        addon_type: 'size',
        name: 'EU 42',
        plus_price: 0,
        delivery_days: null,
        position: 1,
        is_active: 1,
      },
      {
        inventory_id: ids.sneaker,
        addon_type: 'size',
        name: 'EU 41',
        plus_price: 0,
        delivery_days: null,
        position: 0,
        is_active: 1,
      },
      {
        inventory_id: ids.sneaker,
        addon_type: 'ship',
        name: 'Express',
        plus_price: 1200,
        delivery_days: 2,
        position: 2,
        is_active: 1,
      },
      {
        inventory_id: ids.sneaker,
        addon_type: 'color',
        name: 'Retired colour',
        plus_price: 0,
        delivery_days: null,
        position: 3,
        is_active: 0,
      },
    ])
    .execute();

  const user = async (email: string, screen_name: string) =>
    (
      await k
        .insertInto('app_user')
        .values({ email, screen_name, password_hash: null, created_at: day(0) })
        .returning('user_id')
        .executeTakeFirstOrThrow()
    ).user_id;
  const ava = await user('ava@example.com', 'Ava C.');
  const ben = await user('ben@example.com', 'Ben O.');
  await k
    .insertInto('review')
    .values([
      {
        inventory_id: ids.oxford,
        user_id: ava,
        rating: 5,
        content: 'Lovely fabric',
        photo_path: '/media/demo/product/shirt-1-1.svg',
        created_at: day(11),
        order_item_id: null,
      },
      {
        inventory_id: ids.oxford,
        user_id: ben,
        rating: 4,
        content: 'Runs a bit large',
        photo_path: null,
        created_at: day(13),
        order_item_id: null,
      },
      {
        inventory_id: ids.oxford,
        user_id: ava,
        rating: 3,
        content: 'Faded after washing',
        photo_path: null,
        created_at: day(12),
        order_item_id: null,
      },
    ])
    .execute();

  return { categories: { clothing, shirts, shoes, home, lamps }, ids, fillers };
}
