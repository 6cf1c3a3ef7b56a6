import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull, flag } from './helpers.js';

/** Home page and catalogue tables, and the users that write reviews. */
export const foundation: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('category'), 'category_id')
      .addColumn('parent_id', 'integer', (c) => c.references('category.category_id'))
      .addColumn('display_name', 'text', notNull)
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cover_path', 'text')
      .addColumn('sort_order', 'integer', flag)
      .execute();
    await k.schema.createIndex('category_parent_idx').on('category').column('parent_id').execute();

    await withId(db, k.schema.createTable('inventory'), 'inventory_id')
      .addColumn('name', 'text', notNull)
      .addColumn('cover_path', 'text', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('original_price', 'integer')
      .addColumn('gallery_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('detail_gallery_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('features_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('prod_desc_md', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('rating_display', 'integer', (c) => c.notNull().defaultTo(500))
      .addColumn('review_count', 'integer', flag)
      .addColumn('root_category_id', 'integer', (c) => c.notNull().references('category.category_id'))
      .addColumn('sub_category_id', 'integer', (c) => c.notNull().references('category.category_id'))
      .addColumn('require_size_addon', 'integer', flag)
      .addColumn('require_color_addon', 'integer', flag)
      .addColumn('require_accessory_addon', 'integer', flag)
      .addColumn('require_ship_addon', 'integer', flag)
      .addColumn('delivery_days', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('popularity', 'integer', flag)
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();

    await withId(db, k.schema.createTable('badge'), 'badge_id')
      .addColumn('text', 'text', notNull)
      .addColumn('bg_color', 'text', notNull)
      .addColumn('text_color', 'text', notNull)
      .execute();

    await k.schema
      .createTable('inventory_badge')
      .addColumn('inventory_id', 'integer', (c) => c.notNull().references('inventory.inventory_id').onDelete('cascade'))
      .addColumn('badge_id', 'integer', (c) => c.notNull().references('badge.badge_id').onDelete('cascade'))
      .addColumn('position', 'integer', flag)
      .addPrimaryKeyConstraint('inventory_badge_pk', ['inventory_id', 'badge_id'])
      .execute();

    await withId(db, k.schema.createTable('addon'), 'addon_id')
      .addColumn('inventory_id', 'integer', (c) => c.notNull().references('inventory.inventory_id').onDelete('cascade'))
      .addColumn('addon_type', 'text', (c) => c.notNull().check(sql`addon_type in ('color','size','ship','accessory')`))
      .addColumn('name', 'text', notNull)
      .addColumn('plus_price', 'integer', flag)
      .addColumn('delivery_days', 'integer')
      .addColumn('position', 'integer', flag)
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await k.schema.createIndex('addon_inventory_idx').on('addon').columns(['inventory_id', 'position']).execute();

    await withId(db, k.schema.createTable('nav_item'), 'item_id')
      .addColumn('parent_id', 'integer', (c) => c.references('nav_item.item_id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('type', 'text', notNull)
      .addColumn('extern_id', 'text')
      .addColumn('link', 'text')
      .addColumn('cover_path', 'text')
      .addColumn('position', 'integer', flag)
      .execute();

    await withId(db, k.schema.createTable('banner'), 'banner_id')
      .addColumn('cover_path', 'text', notNull)
      .addColumn('first_title', 'text', notNull)
      .addColumn('second_title', 'text', notNull)
      .addColumn('first_button_text', 'text', notNull)
      .addColumn('first_button_link', 'text', notNull)
      .addColumn('second_button_text', 'text', notNull)
      .addColumn('second_button_link', 'text', notNull)
      .addColumn('position', 'integer', flag)
      .execute();

    await withId(db, k.schema.createTable('home_section'), 'section_id')
      .addColumn('section_type', 'text', notNull)
      .addColumn('metadata_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('position', 'integer', flag)
      .execute();

    await k.schema
      .createTable('section_inventory')
      .addColumn('section_id', 'integer', (c) => c.notNull().references('home_section.section_id').onDelete('cascade'))
      .addColumn('inventory_id', 'integer', (c) => c.notNull().references('inventory.inventory_id').onDelete('cascade'))
      .addColumn('position', 'integer', flag)
      .addPrimaryKeyConstraint('section_inventory_pk', ['section_id', 'inventory_id'])
      .execute();

    await withId(db, k.schema.createTable('app_user'), 'user_id')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('screen_name', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();

    await withId(db, k.schema.createTable('review'), 'review_id')
      .addColumn('inventory_id', 'integer', (c) => c.notNull().references('inventory.inventory_id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
      .addColumn('order_item_id', 'integer')
      .addColumn('rating', 'integer', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('photo_path', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('review_inventory_idx').on('review').columns(['inventory_id', 'created_at']).execute();

    await k.schema
      .createTable('catalog_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', notNull)
      .execute();
    await k.insertInto('catalog_version').values({ id: 1, version: 1 }).execute();
  },
});
