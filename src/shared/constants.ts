/** Business constants shared by server and web. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 50_000;
export const BANNER_AUTOPLAY_MS = 5000;
export const WIDE_MEDIA_QUERY = '(min-width: 768px)';
/** Database ids are positive 32-bit integers (idSchema in schemas/catalog.ts checks them). */
export const MAX_ID = 2_147_483_647;
export const MAX_PAGE = 10_000;
/** `default` is the shop's own order (popularity); the rest are what shoppers expect. */
export const PRODUCT_SORTS = ['default', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
/** Most of one product a cart line may hold. */
export const MAX_LINE_QTY = 99;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const PRODUCT_REVIEWS_PAGE_SIZE = 6;
export const ORDER_REVIEWS_PAGE_SIZE = 99;
export const RATING_SCALE = 100; // ratingDisplay is hundredths of a star
export const DEFAULT_RATING_DISPLAY = 500;
/** The rating filter's choices: 4 stars & up, 3 & up, … */
export const RATING_STEPS = [4, 3, 2, 1] as const;
export const DATE_FORMAT = 'MM/DD/YYYY HH:mm:ss';
export const COUNTRY_CODE = 'US';
/** Addresses a customer may keep of each type (shipping, billing); the list is not paged. */
export const MAX_ADDRESSES_PER_TYPE = 20;
export const PAYMENT_GATEWAY = 'stripe';
export const DEFAULT_SHOP_NAME = 'Northwind Market';
/** The home page's description (meta description, previews); SHOP_TAGLINE on the server. */
export const DEFAULT_SHOP_TAGLINE = 'Considered goods for everyday living, delivered to your door.';

/**
 * The shop's name, tagline and logo as the console last saved them: the server writes them into
 * every page it answers, in a JSON script of this id, and the storefront reads them from there
 * (src/web/lib/shop-brand.ts); the defaults above stand in where none is written.
 */
export const SHOP_BRAND_ID = 'shop-brand';
export interface ShopBrand {
  name: string;
  tagline: string;
  /** An uploaded picture; null: the shop's name is the logo. */
  logoPath: string | null;
}

export const STORAGE_KEYS = {
  accessToken: 'shop.accessToken',
  refreshToken: 'shop.refreshToken',
  signUpToken: 'shop.signUpToken',
} as const;

export const TOASTER = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
  swipeThreshold: 45,
  position: 'bottom-right',
  errorPosition: 'top-center',
} as const;

export const DRAWER = { closeThreshold: 0.25, animationSeconds: 0.5, maxHeight: '80vh' } as const;
export const NAV_MENU = { delayDuration: 200, skipDelayDuration: 300, closeDelay: 150 } as const;
export const SCROLL_HIDE_DELAY_MS = 600;

/** The shop's own pages the footer links (shipping, returns, privacy, contact), in footer order. */
export const SHOP_PAGE_SLUGS = ['shipping', 'returns', 'privacy', 'contact'] as const;
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number];
