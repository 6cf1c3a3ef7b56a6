import { describe, expect, it } from 'vitest';
import { navItemHref, navSubItemHref } from './nav-links';

describe('menu link rules', () => {
  it('sends category items to /category/{externId}', () => {
    expect(navItemHref({ type: 'category', externId: '7', link: '/ignored' })).toBe('/category/7');
  });

  it('uses the link of any other item exactly as given', () => {
    expect(navItemHref({ type: 'link', externId: '7', link: '/inventory/search?keyword=new' })).toBe(
      '/inventory/search?keyword=new',
    );
    expect(navItemHref({ type: 'page', externId: null, link: 'https://example.com/journal' })).toBe(
      'https://example.com/journal',
    );
  });

  it('sends sub-items with an externId to their category, others to their link', () => {
    expect(navSubItemHref({ externId: '11', link: '/elsewhere' })).toBe('/category/11');
    expect(navSubItemHref({ externId: null, link: '/inventory/search?keyword=gift' })).toBe(
      '/inventory/search?keyword=gift',
    );
  });

  it('gives no target to an item with nowhere to go', () => {
    expect(navItemHref({ type: 'link', externId: null, link: null })).toBeNull();
    expect(navSubItemHref({ externId: null, link: '' })).toBeNull();
  });
});
