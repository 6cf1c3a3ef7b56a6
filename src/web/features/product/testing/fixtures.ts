import { publicStock, type Addon, type Product, type Review } from '@shared/schemas/catalog';
import type { Variant } from '@shared/schemas/variant';

/** Product API answers shaped like the demo catalogue, for the product page's tests. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    productId: 80,
    name: 'Merino V-Neck Sweater',
    coverPath: '/media/demo/product/sweater-3-0.svg',
    price: 11300,
    originalPrice: 15000,
    badge: [{ badgeId: 4, text: 'Limited', bgColor: '#6b4bc2', textColor: '#ffffff' }],
    galleryJson: ['/media/demo/product/sweater-3-0.svg', '/media/demo/product/sweater-3-3.svg'],
    detailGalleryJson: [],
    features: ['Traceable wool', 'Relaxed fit'],
    prodDescMd: '<p>A wardrobe staple.</p><ul><li><strong>Yarn:</strong> merino</li></ul>',
    ratingDisplay: 450,
    reviewCount: 2,
    rootCategory: { categoryId: 1, displayName: 'Women' },
    subCategory: { categoryId: 8, displayName: 'Knitwear' },
    requireSizeAddon: true,
    requireColorAddon: false,
    requireAccessoryAddon: false,
    requireShipAddon: false,
    deliveryTime: 3,
    ...publicStock(40),
    ...overrides,
  };
}

export const addonsFixture: Addon[] = [
  { addonId: 380, addonType: 'color', name: 'Terracotta', plusPrice: 0 },
  { addonId: 382, addonType: 'color', name: 'Navy', plusPrice: 500 },
  { addonId: 384, addonType: 'size', name: 'S', plusPrice: 0 },
  { addonId: 385, addonType: 'size', name: 'M', plusPrice: 0 },
  { addonId: 386, addonType: 'size', name: 'XL', plusPrice: 250 },
];

export const reviewsFixture: Review[] = [
  {
    reviewId: 7,
    rating: 4,
    content: 'Soft and warm.',
    photoPath: '/media/demo/product/sweater-5-5.svg',
    user: { screenName: 'Isla M.' },
    createdAt: '2025-10-30T08:24:38.000Z',
    byShop: false,
    orderItemId: null,
  },
  {
    reviewId: 13,
    rating: 5,
    content: 'Fits true to size.',
    photoPath: null,
    user: { screenName: 'Noah K.' },
    createdAt: '2025-10-25T09:23:21.000Z',
    byShop: false,
    orderItemId: null,
  },
];

/**
 * The combinations of addonsFixture's colours and sizes, each with 40 units unless `units` says
 * otherwise for a colour and size (ids as in addonsFixture).
 */
export function variantsFixture({
  units = () => 40,
  picture = () => null,
}: {
  units?: (colourId: number, sizeId: number) => number;
  picture?: (colourId: number, sizeId: number) => string | null;
} = {}): Variant[] {
  const colours = addonsFixture.filter((a) => a.addonType === 'color');
  const sizes = addonsFixture.filter((a) => a.addonType === 'size');
  return colours.flatMap((colour, c) =>
    sizes.map((size, s) => {
      const count = units(colour.addonId, size.addonId);
      return {
        variantId: 900 + c * 10 + s,
        sku: `SWEATER-${colour.name.toUpperCase()}-${size.name}`,
        colorAddonId: colour.addonId,
        sizeAddonId: size.addonId,
        available: count > 0,
        ...publicStock(count),
        picture: picture(colour.addonId, size.addonId),
      };
    }),
  );
}
