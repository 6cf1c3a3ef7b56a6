import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBanners, getNavItems, getSections } from '@shared/contract/home';
import { getCategory } from '@shared/contract/catalog';
import { callEndpoint } from '@server/test/call-endpoint';
import { navItemsResponseSchema, sectionTypes } from '@shared/schemas/home';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { itemAt } from '@shared/item-at';

describe.each(testDialects)('home API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the menu with exactly the fields of a navigation item', async () => {
    const { navItems } = navItemsResponseSchema.strict().parse((await callEndpoint(t.app, getNavItems, {})).data);
    const category = navItems.find((n) => n.type === 'category')!;
    expect(Object.keys(category).sort()).toEqual([
      'coverPath',
      'externId',
      'itemId',
      'link',
      'name',
      'subItems',
      'type',
    ]);
    expect(Object.keys(itemAt(category.subItems, 0)).sort()).toEqual([
      'coverPath',
      'externId',
      'itemId',
      'link',
      'name',
    ]);
    // A category item names a real category, so its link /category/{externId} works.
    const res = await callEndpoint(t.app, getCategory, { params: { categoryId: category.externId! } });
    expect(res.status).toBe(200);
    expect(navItems.some((n) => n.type !== 'category' && n.link)).toBe(true);
  });

  it('answers the banners, the first greeting with the shop name', async () => {
    const { banners } = (await callEndpoint(t.app, getBanners, {})).data;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(itemAt(banners, 0).firstTitle).toContain(t.config.SHOP_NAME);
    expect(Object.keys(itemAt(banners, 0)).sort()).toEqual([
      'bannerId',
      'coverPath',
      'firstButtonLink',
      'firstButtonText',
      'firstTitle',
      'secondButtonLink',
      'secondButtonText',
      'secondTitle',
    ]);
  });

  it('answers sections of all six types with their metadata and products', async () => {
    const { list } = (await callEndpoint(t.app, getSections, {})).data;
    expect(new Set(list.map((s) => s.sectionType))).toEqual(new Set(sectionTypes));
    const collection = list.find((s) => s.sectionType === 'collection')!;
    expect(collection.entities.collection?.displayName).toBeTruthy();
    expect(collection.entities.collection?.inventories.length).toBeGreaterThanOrEqual(2);
    const products = list.find((s) => s.sectionType === 'inventories')!;
    expect(products.entities.inventories?.list.length).toBeGreaterThan(0);
    expect(list.find((s) => s.sectionType === 'testimonial')!.metadata.testimonial?.list.length).toBeGreaterThan(0);
  });

  it('leaves out a section whose stored metadata is broken, instead of failing the page', async () => {
    const { section_id } = await t.db.kysely
      .insertInto('home_section')
      .values({ section_type: 'header', metadata_json: '{"header": 42', position: 99 })
      .returning('section_id')
      .executeTakeFirstOrThrow();
    await expect
      .poll(async () => (await callEndpoint(t.app, getSections, {})).data.list.length, {
        timeout: 3000,
        interval: 20,
      })
      .toBeGreaterThan(0);
    const { list } = (await callEndpoint(t.app, getSections, {})).data;
    expect(list.map((s) => s.sectionId)).not.toContain(section_id);
    await t.db.kysely.deleteFrom('home_section').where('section_id', '=', section_id).execute();
  });

  it('leaves withdrawn products out of sections', async () => {
    const { list } = (await callEndpoint(t.app, getSections, {})).data;
    const first = itemAt(list.find((s) => s.sectionType === 'inventories')!.entities.inventories!.list, 0);
    await t.db.kysely
      .updateTable('inventory')
      .set({ is_active: 0 })
      .where('inventory_id', '=', first.inventoryId)
      .execute();
    // Remembered answers follow the write at once on SQLite, within moments on PostgreSQL (NOTIFY).
    const shownIds = async () =>
      (await callEndpoint(t.app, getSections, {})).data.list.flatMap(
        (s) => s.entities.inventories?.list.map((c) => c.inventoryId) ?? [],
      );
    await expect.poll(shownIds, { timeout: 3000, interval: 20 }).not.toContain(first.inventoryId);
  });
});
