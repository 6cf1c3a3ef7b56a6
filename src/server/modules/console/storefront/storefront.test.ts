import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  deleteCategory,
  getHomeBanners,
  getHomeSections,
  getNavigation,
  listConsoleCategories,
  saveHomeBanners,
  saveHomeSections,
  reorderCategories,
  saveNavigation,
  updateCategory,
} from '@shared/contract/console-storefront';
import {
  consoleCategoryListSchema,
  bannersWriteSchema,
  navigationWriteSchema,
  sectionsWriteSchema,
  type SectionsWrite,
} from '@shared/schemas/console-catalog';
import { getCategory, listProducts } from '@shared/contract/catalog';
import { getBanners, getNavItems, getSections } from '@shared/contract/home';
import { callEndpoint } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('operator categories, menu and home page on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  const categories = async () =>
    consoleCategoryListSchema.parse((await operator.call(listConsoleCategories, {})).body.data).list;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('storefront-operator');
  });
  afterAll(() => s.close());

  it('renames a category: the storefront and search use the new name at once', async () => {
    const lamps = (await categories()).find((c) => c.displayName === 'Lamps')!;
    expect(lamps.productCount).toBe(2);
    expect(
      (await callEndpoint(s.app, getCategory, { params: { categoryId: lamps.categoryId } })).data.displayName,
    ).toBe('Lamps');
    const res = await operator.call(updateCategory, {
      params: { categoryId: lamps.categoryId },
      body: {
        displayName: 'Lighting',
        description: 'Lamps and candles',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await callEndpoint(s.app, getCategory, { params: { categoryId: lamps.categoryId } })).data).toEqual({
      displayName: 'Lighting',
      description: 'Lamps and candles',
    });
    expect((await callEndpoint(s.app, listProducts, { query: { search: 'lighting' } })).data.total).toBe(2);

    const created = await operator.call(createCategory, {
      body: {
        displayName: 'Rugs',
        description: '',
        parentId: lamps.parentId,
      },
    });
    expect(created.status).toBe(200);
    expect((await categories()).find((c) => c.categoryId === created.data.categoryId)?.parentId).toBe(lamps.parentId);

    for (const [categoryId, body, message] of [
      [lamps.categoryId, { displayName: '', description: '' }, 'Name must not be empty'],
      [999999, { displayName: 'X', description: '' }, 'Category not found'],
      [
        null,
        { displayName: 'X', description: '', parentId: lamps.categoryId },
        'sub-categories cannot have sub-categories',
      ],
      [null, { displayName: 'X', description: '', parentId: 999999 }, 'category 999999 does not exist'],
    ] as const) {
      const answer =
        categoryId === null
          ? await operator.call(createCategory, { body })
          : await operator.call(updateCategory, { params: { categoryId }, body });
      expect(answer.body.errMsg, message).toContain(message);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    expect((await categories()).map((c) => c.displayName)).not.toContain('X');
  });

  it('deletes a category only once nothing points at it, and says what to move first', async () => {
    const all = await categories();
    const lamps = all.find((c) => c.displayName === 'Lighting' || c.displayName === 'Lamps')!;
    const root = all.find((c) => c.categoryId === lamps.parentId)!;
    const refusals = [
      [lamps.categoryId, `still holds 2 products: move them to another category first`],
      [root.categoryId, `${root.displayName} still has`],
      [999999, 'Category not found'],
    ] as const;
    for (const [categoryId, message] of refusals) {
      const answer = await operator.call(deleteCategory, { params: { categoryId } });
      expect(answer.status, message).toBeGreaterThanOrEqual(400);
      expect(answer.body.errMsg).toContain(message);
    }
    expect((await categories()).map((c) => c.categoryId)).toEqual(all.map((c) => c.categoryId));

    const empty = await operator.call(createCategory, {
      body: { displayName: 'Empty shelf', description: '', parentId: null },
    });
    const shelf = empty.data.categoryId;
    const menu = (await operator.call(getNavigation, {})).data;
    const opening = { name: 'Shelf', categoryId: shelf, link: '', coverPath: null, subItems: [] };
    expect((await operator.call(saveNavigation, { body: { items: [...menu.items, opening] } })).status).toBe(200);
    const linked = await operator.call(deleteCategory, { params: { categoryId: shelf } });
    expect(linked.body.errMsg).toBe('The menu opens Empty shelf: remove it from the menu first');
    expect((await operator.call(saveNavigation, { body: menu })).status).toBe(200);

    const deleted = await operator.call(deleteCategory, { params: { categoryId: shelf } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await categories()).map((c) => c.categoryId)).not.toContain(shelf);
    expect((await callEndpoint(s.app, getCategory, { params: { categoryId: shelf } })).status).toBe(404);
  });

  it('reorders the categories under one parent, and refuses a list that is not exactly them', async () => {
    const roots = () => categories().then((list) => list.filter((c) => c.parentId === null).map((c) => c.categoryId));
    for (const name of ['Garden', 'Kitchen']) {
      await operator.call(createCategory, { body: { displayName: name, description: '', parentId: null } });
    }
    const before = await roots();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const reversed = [...before].reverse();
    const res = await operator.call(reorderCategories, { body: { parentId: null, categoryIds: reversed } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.list.filter((c) => c.parentId === null).map((c) => c.categoryId)).toEqual(reversed);
    expect(await roots()).toEqual(reversed);
    // Each root is still followed by its own sub-categories.
    const list = await categories();
    for (const [i, c] of list.entries()) {
      const previous = list[i - 1];
      if (c.parentId !== null) expect([previous?.categoryId, previous?.parentId]).toContain(c.parentId);
    }

    for (const [categoryIds, message] of [
      [reversed.slice(1), 'The categories changed meanwhile'],
      [[...reversed, reversed[0]!], 'categoryIds must name each category once'],
      [[], 'categoryIds must name at least one category'],
    ] as const) {
      const refused = await operator.call(reorderCategories, {
        body: { parentId: null, categoryIds: [...categoryIds] },
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.body.errMsg).toContain(message);
    }
    expect(await roots()).toEqual(reversed);
  });

  it('saves the menu whole, in order, and refuses an unknown category or image leaving the menu as it was', async () => {
    const [shirts] = (await categories()).filter((c) => c.displayName === 'Shirts');
    const menu = {
      items: [
        {
          name: 'Shirts',
          categoryId: shirts!.categoryId,
          link: '',
          coverPath: '/media/demo/category/men-4.svg',
          subItems: [{ name: 'Sale', categoryId: null, link: '/inventory/search?keyword=sale', coverPath: null }],
        },
        { name: 'Journal', categoryId: null, link: 'https://blog.example.com', coverPath: null, subItems: [] },
      ],
    };
    const res = await operator.call(saveNavigation, { body: menu });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(navigationWriteSchema.parse(res.body.data)).toEqual(menu);
    const nav = (await callEndpoint(s.app, getNavItems, {})).data.navItems;
    expect(nav.map((i) => [i.name, i.type, i.externId, i.subItems.map((x) => x.name)])).toEqual([
      ['Shirts', 'category', String(shirts!.categoryId), ['Sale']],
      ['Journal', 'link', null, []],
    ]);

    for (const [change, message] of [
      [{ categoryId: 999999 }, 'category 999999 does not exist'],
      [{ coverPath: '/uploads/not-mine.png' }, 'is not an uploaded image'],
      [{ categoryId: null, link: '' }, 'Choose a category or give a link'],
      [{ categoryId: null, link: 'javascript:alert(1)' }, 'Link must start with / or https://'],
    ] as const) {
      const answer = await operator.callWithInvalidInput(saveNavigation, {
        body: { items: [{ ...menu.items[0], ...change }] },
      });
      expect([answer.status, answer.body.errMsg], JSON.stringify(change)).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
    expect(navigationWriteSchema.parse((await operator.call(getNavigation, {})).body.data)).toEqual(menu);
  });

  it('saves banners and sections of the six types, which the home page shows at once', async () => {
    const banners = {
      banners: [
        {
          coverPath: '/media/demo/banner/b-1.svg',
          firstTitle: 'Autumn',
          secondTitle: 'New season',
          firstButtonText: 'Shop',
          firstButtonLink: '/category/1',
          secondButtonText: '',
          secondButtonLink: '',
        },
      ],
    };
    const saved = await operator.call(saveHomeBanners, { body: banners });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(bannersWriteSchema.parse(saved.body.data)).toEqual(banners);
    expect((await callEndpoint(s.app, getBanners, {})).data.banners.map((b) => b.firstTitle)).toEqual(['Autumn']);

    const { oxford, lamp, candle } = s.f.ids;
    const sections: SectionsWrite = {
      sections: [
        { sectionType: 'header', primaryText: 'Welcome', secondaryText: 'Hello' },
        { sectionType: 'inventories', inventoryIds: [lamp, oxford] },
        { sectionType: 'image', imagePath: '/media/demo/section/home-1.svg' },
        {
          sectionType: 'features',
          list: [{ iconPath: '/media/demo/icon/truck.svg', title: 'Free delivery', content: '' }],
        },
        {
          sectionType: 'testimonial',
          list: [{ photoPath: '/media/demo/avatar/a.svg', userName: 'Ada', content: 'Lovely' }],
        },
        { sectionType: 'collection', displayName: 'Cosy', inventoryIds: [candle] },
      ],
    };
    const res = await operator.call(saveHomeSections, { body: sections });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sectionsWriteSchema.parse(res.body.data)).toEqual(sections);
    const shown = (await callEndpoint(s.app, getSections, {})).data.list;
    expect(shown.map((x) => x.sectionType)).toEqual([
      'header',
      'inventories',
      'image',
      'features',
      'testimonial',
      'collection',
    ]);
    expect(shown[1]!.entities.inventories?.list.map((c) => c.inventoryId)).toEqual([lamp, oxford]);
    expect(shown[5]!.entities.collection).toMatchObject({
      displayName: 'Cosy',
      inventories: [{ inventoryId: candle }],
    });

    for (const [body, message] of [
      [{ sections: [{ sectionType: 'inventories', inventoryIds: [999999] }] }, 'product 999999 does not exist'],
      [{ sections: [{ sectionType: 'carousel' }] }, 'Section type must be one of'],
      [
        { sections: [{ sectionType: 'collection', displayName: 'X', inventoryIds: [] }] },
        'Choose at least one product',
      ],
    ] as const) {
      const answer = await operator.callWithInvalidInput(saveHomeSections, { body });
      expect([answer.status, answer.body.errMsg]).toEqual([400, expect.stringContaining(message)]);
    }
    const badBanner = await operator.callWithInvalidInput(saveHomeBanners, {
      body: {
        banners: [{ ...banners.banners[0], coverPath: 'https://elsewhere.example/x.png' }],
      },
    });
    expect(badBanner.status).toBe(400);
    expect(sectionsWriteSchema.parse((await operator.call(getHomeSections, {})).body.data)).toEqual(sections);
    expect(bannersWriteSchema.parse((await operator.call(getHomeBanners, {})).body.data)).toEqual(banners);

    const audit = await s.db.kysely
      .selectFrom('admin_audit')
      .select(['entity', 'actor'])
      .where('entity', 'in', ['banners', 'sections', 'navigation', 'category'])
      .execute();
    expect(new Set(audit.map((a) => a.actor))).toEqual(new Set([`operator:${operator.userId}`]));
  });
});
