import { useEffect } from 'react';
import { DEFAULT_SHOP_NAME } from '@shared/constants';

/**
 * The shop's name as the server named it in the page's head (SHOP_NAME), else the default: the
 * tab's title then reads as the server wrote it for the page the shopper landed on.
 */
function shopName(): string {
  return document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') || DEFAULT_SHOP_NAME;
}

/**
 * Sets the tab title as "Page · Shop" (without a page title, just the shop's name) and, when
 * given, the page's meta description, so both stay the page's own as the shopper navigates (the
 * server writes the same into the page a visitor lands on: docs/storefront.md, "What each page
 * carries"). Until a page's data has arrived the last description stays.
 */
export function useDocumentTitle(title?: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${shopName()}` : shopName();
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.querySelector('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'description');
      document.head.append(meta);
    }
    meta.setAttribute('content', description);
  }, [description]);
}
