import { describe, expect, it } from 'vitest';
import { navItemsFixture } from '@web/test/fixtures/home';
import { categoryContext } from './category-menu';

describe('categoryContext', () => {
  it('a root category offers its sub-categories and has no parent', () => {
    const context = categoryContext(navItemsFixture, '1');
    expect(context.parent).toBeNull();
    expect(context.children.map((child) => child.name)).toEqual(['Ceramics', 'Textiles', 'Lighting', 'Candles']);
  });

  it('a sub-category has its root as parent and its siblings as shortcuts', () => {
    const context = categoryContext(navItemsFixture, '12');
    expect(context.parent).toEqual({ categoryId: '1', name: 'Home & Living' });
    expect(context.children.map((child) => child.categoryId)).toEqual(['11', '12', '13', '14']);
  });

  it('a category outside the menu gets neither', () => {
    expect(categoryContext(navItemsFixture, '999')).toEqual({ parent: null, children: [] });
    expect(categoryContext([], '1')).toEqual({ parent: null, children: [] });
  });
});
