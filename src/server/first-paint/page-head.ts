import { DEFAULT_PAGE_SIZE, PRODUCT_REVIEWS_PAGE_SIZE, SHOP_BRAND_ID, type ShopBrand } from '@shared/constants';
import {
  categoryDescription,
  NOT_FOUND_DESCRIPTION,
  productDescription,
  searchDescription,
  shopPageDescription,
} from '@shared/meta-description';
import type { Category, Product, ProductList, Review } from '@shared/schemas/catalog';
import type { Banner, NavItem } from '@shared/schemas/home';
import type { ShopPage } from '@shared/schemas/shop-page';
import { escapeHtml } from '@server/lib/html';
import { sharePicturePath } from '@server/modules/media/share-image';
import type { PublicPage } from '@server/first-paint/public-page';
import { formatPrice, pageTitle } from '@server/first-paint/page-text';
import {
  breadcrumbList,
  homeData,
  itemList,
  jsonLdScript,
  productData,
  type Crumb,
  type JsonLd,
} from '@server/first-paint/structured-data';

/** The shop as its pages name it. */
export interface Shop {
  name: string;
  tagline: string;
  /** The logo the console saved, written with the name into the page for the storefront (`SHOP_BRAND_ID`). */
  logoPath?: string | null;
  /** PUBLIC_URL, without a trailing slash: canonical URLs and previews are absolute. */
  origin: string;
}

/** The API answers a page's head is made from, by read name (see `headReads`). */
export interface HeadData {
  navItems?: { navItems: NavItem[] };
  banners?: { banners: Banner[] };
  category?: Category;
  list?: ProductList;
  product?: Product;
  reviews?: { list: Review[] };
  shopPage?: ShopPage;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute; absent on a page that is not to be indexed under its own URL (404, private). */
  canonical?: string;
  /** Absolute URL of a raster picture, for link previews. */
  image?: string;
  imageAlt?: string;
  ogType: 'website' | 'product';
  /** Extra Open Graph properties (a product's price). */
  og: [string, string][];
  jsonLd: JsonLd[];
  noindex: boolean;
}

/**
 * The API reads (under /api) a page's head needs beyond its first screen's: the same paths the
 * storefront asks for, so the answer memory serves both. A list past its first page is read as
 * shown in the default order, the page its canonical URL names.
 */
export function headReads(page: PublicPage): Record<string, string> {
  const list = (scope: Record<string, string>, pageNumber: number) =>
    `/product/inventory?${new URLSearchParams({ page: String(pageNumber), num: String(DEFAULT_PAGE_SIZE), sort: 'default', ...scope })}`;
  switch (page.kind) {
    case 'home':
      return { banners: '/home/banners' };
    case 'category':
      return {
        navItems: '/home/nav-items',
        category: `/filter/category/${page.categoryId}`,
        list: list({ categoryId: page.categoryId }, page.page),
      };
    case 'search':
      return page.keyword ? { list: list({ search: page.keyword }, page.page) } : {};
    case 'product':
      return {
        product: `/product/inventory/${page.productId}`,
        // As the storefront spells its first page of reviews (features/product/api/reviews-query.ts).
        reviews: `/product/inventory/${page.productId}/review?page=1&num=${PRODUCT_REVIEWS_PAGE_SIZE}&sort=default`,
      };
    case 'shop-page':
      return { shopPage: `/pages/${page.slug}` };
    default:
      return {};
  }
}

/** The read whose failure means the page's thing does not exist (a 404), by page. */
export function existenceRead(page: PublicPage): keyof HeadData | undefined {
  if (page.kind === 'category') return 'category';
  if (page.kind === 'product') return 'product';
  if (page.kind === 'shop-page') return 'shopPage';
  return undefined;
}

function canonicalOf(shop: Shop, path: string, query: Record<string, string | number | undefined> = {}) {
  const kept = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  const search = kept.length > 0 ? `?${new URLSearchParams(kept.map(([k, v]) => [k, String(v)]))}` : '';
  return `${shop.origin}${path}${search}`;
}

function absolute(shop: Shop, url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${shop.origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

const previewOf = (shop: Shop, picture: string | null | undefined) => absolute(shop, sharePicturePath(picture));

/** Where a category sits in the menu, for its breadcrumb (src/web/features/catalog/lib/category-menu.ts). */
function menuPlace(menu: NavItem[], categoryId: string) {
  for (const item of menu) {
    if (item.type !== 'category' || !item.externId) continue;
    if (item.externId === categoryId) return { parent: undefined, cover: item.coverPath };
    const sub = item.subItems.find((child) => child.externId === categoryId);
    if (sub) return { parent: { categoryId: item.externId, name: item.name }, cover: sub.coverPath ?? item.coverPath };
  }
  return { parent: undefined, cover: null };
}

/** What the head of a page says: its title, description, canonical URL, preview and structured data. */
export function pageHead(page: PublicPage, data: HeadData, shop: Shop): PageHead {
  const base = { og: [] as [string, string][], jsonLd: [] as JsonLd[], noindex: false, ogType: 'website' as const };
  const productUrl = (id: number | string) => canonicalOf(shop, `/inventory/${id}`);
  const categoryUrl = (id: number | string) => canonicalOf(shop, `/category/${id}`);
  switch (page.kind) {
    case 'home': {
      const banner = data.banners?.banners[0];
      return {
        ...base,
        title: shop.name,
        description: shop.tagline,
        canonical: canonicalOf(shop, '/'),
        image: previewOf(shop, banner?.coverPath),
        imageAlt: banner ? banner.firstTitle : undefined,
        jsonLd: homeData({
          name: shop.name,
          url: shop.origin,
          logo: absolute(shop, shop.logoPath ?? undefined) ?? `${shop.origin}/favicon.svg`,
          description: shop.tagline,
        }),
      };
    }
    case 'category': {
      const category = data.category;
      const name = category?.displayName ?? 'Category';
      const place = menuPlace(data.navItems?.navItems ?? [], page.categoryId);
      const cards = data.list?.list ?? [];
      const crumbs: Crumb[] = [
        { name: 'Home', url: canonicalOf(shop, '/') },
        ...(place.parent ? [{ name: place.parent.name, url: categoryUrl(place.parent.categoryId) }] : []),
        { name },
      ];
      return {
        ...base,
        title: pageTitle(shop.name, page.page > 1 ? `${name} (page ${page.page})` : name),
        description: categoryDescription({ displayName: name, description: category?.description ?? '' }),
        canonical: canonicalOf(shop, `/category/${page.categoryId}`, { page: page.page > 1 ? page.page : undefined }),
        image: previewOf(shop, place.cover) ?? previewOf(shop, cards[0]?.coverPath),
        imageAlt: name,
        jsonLd: [breadcrumbList(crumbs), itemList(cards, (card) => productUrl(card.productId))],
      };
    }
    case 'search': {
      const cards = data.list?.list ?? [];
      const title = page.keyword ? `Search: ${page.keyword}` : 'Search';
      return {
        ...base,
        title: pageTitle(shop.name, title),
        description: searchDescription(page.keyword),
        canonical: canonicalOf(shop, '/inventory/search', {
          keyword: page.keyword,
          page: page.page > 1 ? page.page : undefined,
        }),
        image: previewOf(shop, cards[0]?.coverPath),
        imageAlt: cards[0]?.name,
        jsonLd: cards.length > 0 ? [itemList(cards, (card) => productUrl(card.productId))] : [],
      };
    }
    case 'product': {
      const product = data.product;
      if (!product) return notFoundHead(shop);
      const url = productUrl(product.productId);
      const description = productDescription(product);
      const pictures = [product.coverPath, ...product.galleryJson].filter(Boolean);
      const images = [...new Set(pictures.map((picture) => previewOf(shop, picture)).filter((p) => p !== undefined))];
      const crumbs: Crumb[] = [
        { name: 'Home', url: canonicalOf(shop, '/') },
        { name: product.rootCategory.displayName, url: categoryUrl(product.rootCategory.categoryId) },
        { name: product.subCategory.displayName, url: categoryUrl(product.subCategory.categoryId) },
        { name: product.name },
      ];
      return {
        ...base,
        title: pageTitle(shop.name, product.name),
        description,
        canonical: url,
        image: images[0],
        imageAlt: product.name,
        ogType: 'product',
        og: [
          ['product:price:amount', formatPrice(product.price)],
          ['product:price:currency', 'USD'],
          ['product:availability', product.stockState === 'sold_out' ? 'out of stock' : 'in stock'],
        ],
        jsonLd: [productData(product, url, images, description, data.reviews?.list ?? []), breadcrumbList(crumbs)],
      };
    }
    case 'shop-page': {
      const shopPage = data.shopPage;
      if (!shopPage) return notFoundHead(shop);
      return {
        ...base,
        title: pageTitle(shop.name, shopPage.title),
        description: shopPageDescription(shopPage),
        canonical: canonicalOf(shop, `/pages/${shopPage.slug}`),
        jsonLd: [breadcrumbList([{ name: 'Home', url: canonicalOf(shop, '/') }, { name: shopPage.title }])],
      };
    }
    case 'not-found':
      return notFoundHead(shop);
    case 'private':
      return { ...base, title: shop.name, description: shop.tagline, noindex: true };
  }
}

function notFoundHead(shop: Shop): PageHead {
  return {
    og: [],
    jsonLd: [],
    ogType: 'website',
    title: pageTitle(shop.name, 'Page not found'),
    description: NOT_FOUND_DESCRIPTION,
    noindex: true,
  };
}

/** The shop's name, tagline and logo for the storefront's header, footer and titles (src/web/lib/shop-brand.ts). */
function brandScript(shop: Shop): string {
  const brand: ShopBrand = { name: shop.name, tagline: shop.tagline, logoPath: shop.logoPath ?? null };
  const json = JSON.stringify(brand).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${SHOP_BRAND_ID}">${json}</script>`;
}

/** The head as HTML: the title and description replace index.html's, the rest is added. */
export function headHtml(head: PageHead, shop: Shop): { title: string; description: string; rest: string } {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  const rest = [
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    meta('property', 'og:site_name', shop.name),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.image ? head.imageAlt : undefined),
    ...head.og.map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map(jsonLdScript),
    brandScript(shop),
  ].join('');
  return {
    title: `<title>${escapeHtml(head.title)}</title>`,
    description: meta('name', 'description', head.description),
    rest,
  };
}
