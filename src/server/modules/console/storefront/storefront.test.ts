import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  getHomeBanners,
  getHomeSections,
  getNavigation,
  listConsoleCategories,
  saveHomeBanners,
  saveHomeSections,
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
