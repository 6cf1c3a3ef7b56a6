import type { Product, Review } from '@shared/schemas/catalog';
import type { ProductCard } from '@shared/schemas/home';
import { RATING_SCALE } from '@shared/constants';
import { formatPrice } from '@server/first-paint/page-text';

/** A JSON-LD object: what schema.org's vocabulary says, as plain JSON. */
export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
/** A review is rated in half stars, 0.5 to 5. */
const RATING_RANGE = { bestRating: 5, worstRating: 0.5 };
/** The reviews a product page's data names: the newest, as the page lists them first. */
export const LATEST_REVIEWS = 5;

export interface Crumb {
  name: string;
  /** Absolute; the page itself (the last crumb) has none, as on the page. */
  url?: string;
}

/** The page's breadcrumb, as the storefront shows it. */
export function breadcrumbList(crumbs: Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

const AVAILABILITY: Record<Product['stockState'], string> = {
  in_stock: `${SCHEMA}/InStock`,
  low: `${SCHEMA}/LimitedAvailability`,
  sold_out: `${SCHEMA}/OutOfStock`,
};

/**
 * A product with its offer (price and availability as the API tells them), its rating and its
 * newest reviews: what Google's product snippets and merchant listings read.
 */
export function productData(
  product: Product,
  url: string,
  images: string[],
  description: string,
  reviews: Review[],
): JsonLd {
  const rated = product.reviewCount > 0;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    sku: String(product.productId),
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    category: `${product.rootCategory.displayName} > ${product.subCategory.displayName}`,
    offers: {
      '@type': 'Offer',
      url,
      price: formatPrice(product.price),
      priceCurrency: 'USD',
      availability: AVAILABILITY[product.stockState],
      itemCondition: `${SCHEMA}/NewCondition`,
    },
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.ratingDisplay / RATING_SCALE,
            reviewCount: product.reviewCount,
            ...RATING_RANGE,
          },
          review: reviews.slice(0, LATEST_REVIEWS).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.user.screenName },
            datePublished: review.createdAt,
            reviewBody: review.content,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...RATING_RANGE },
          })),
        }
      : {}),
  };
}

/** The products a list page shows, in its order (a carousel for search engines). */
export function itemList(cards: ProductCard[], urlOf: (card: ProductCard) => string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    itemListElement: cards.map((card, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: urlOf(card),
      name: card.name,
    })),
  };
}

/** The shop itself, and its search box as search engines may offer it under the shop's result. */
export function homeData(shop: { name: string; url: string; logo: string; description: string }): JsonLd[] {
  return [
    { '@context': SCHEMA, '@type': 'Organization', name: shop.name, url: shop.url, logo: shop.logo },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name: shop.name,
      url: shop.url,
      description: shop.description,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${shop.url}/inventory/search?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<`, `>` and `&` written as
 * JSON escapes, so no text from the catalogue (a name with `</script>` or `<!--`) can end the
 * element or change how the HTML around it is read, and the JSON still reads the same.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
