import { useEffect } from 'react';
import { DEFAULT_SHOP_NAME } from '@shared/constants';
import type { DescriptionSource } from '@shared/meta-description';

/**
 * The shop's name as the server named it in the page's head (SHOP_NAME), else the default: the
 * tab's title then reads as the server wrote it for the page the shopper landed on.
 */
function shopName(): string {
  return document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') || DEFAULT_SHOP_NAME;
}

function setDescription(content: string) {
  let meta = document.querySelector('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'description');
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
}

/**
 * Sets the tab title as "Page · Shop" (without a page title, just the shop's name) and, when
 * given, the page's meta description, so both stay the page's own as the shopper navigates
 * (the server writes the same into the page a visitor lands on: docs/storefront.md, "What each
 * page carries"). A description is a text, or what it is made from: the sentences that make it
 * (`@shared/meta-description`, shared with the server) load after the page has rendered, so they
 * are in no page's first load. Until a page's data has arrived the last description stays.
 */
export function useDocumentTitle(title?: string, description?: string | DescriptionSource): void {
  useEffect(() => {
    document.title = title ? `${title} · ${shopName()}` : shopName();
  }, [title]);
  // A source is a new object at every render: it is compared by what it holds.
  const key = description === undefined ? undefined : JSON.stringify(description);
  useEffect(() => {
    if (key === undefined) return;
    const source = JSON.parse(key) as string | DescriptionSource;
    if (typeof source === 'string') return setDescription(source);
    let current = true;
    void import('@shared/meta-description').then(({ describe }) => {
      if (current) setDescription(describe(source));
    });
    return () => {
      current = false;
    };
  }, [key]);
}
