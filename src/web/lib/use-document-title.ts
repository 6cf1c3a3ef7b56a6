import { useEffect } from 'react';
import { useShopBrand } from './shop-brand';

/**
 * Sets the tab title as "Page · Shop" (without a page title, just the shop's name) and, when
 * given, the page's meta description, so both stay the page's own as the shopper navigates (the
 * server writes the same into the page a visitor lands on: docs/storefront.md, "What each page
 * carries"). Until a page's data has arrived the last description stays.
 */
export function useDocumentTitle(title?: string, description?: string): void {
  // The shop's name as the server wrote it into the page (the console's Shop identity), so the
  // tab's title reads as the server wrote it for the page the shopper landed on.
  const { name } = useShopBrand();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
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
