import { useSyncExternalStore } from 'react';
import { DEFAULT_SHOP_NAME, DEFAULT_SHOP_TAGLINE, SHOP_BRAND_ID, type ShopBrand } from '@shared/constants';

const DEFAULT_BRAND: ShopBrand = { name: DEFAULT_SHOP_NAME, tagline: DEFAULT_SHOP_TAGLINE, logoPath: null };

/**
 * The shop's name, tagline and logo as the server wrote them into the page (the console's Shop
 * identity; src/server/first-paint/page-head.ts), else the defaults (a page the server did not
 * answer: the development server, tests).
 */
function fromPage(): ShopBrand | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SHOP_BRAND_ID)?.textContent;
  if (!text) return undefined;
  try {
    const brand = JSON.parse(text) as Partial<ShopBrand>;
    return {
      name: brand.name || DEFAULT_SHOP_NAME,
      tagline: brand.tagline ?? DEFAULT_SHOP_TAGLINE,
      logoPath: brand.logoPath ?? null,
    };
  } catch {
    return undefined;
  }
}

let current: ShopBrand | undefined;
const listeners = new Set<() => void>();

export function shopBrand(): ShopBrand {
  current ??= fromPage();
  return current ?? DEFAULT_BRAND;
}

/**
 * Sets the brand: the console after a save (its own header and the tab follow at once), and the
 * server's render of a page's first paint, just before it renders (first-paint/first-paint.tsx).
 */
export function setShopBrand(brand: ShopBrand): void {
  current = brand;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shop's name, tagline and logo, for the header, the footer and titles. */
export function useShopBrand(): ShopBrand {
  return useSyncExternalStore(subscribe, shopBrand, shopBrand);
}
