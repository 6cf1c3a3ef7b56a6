import { PRODUCT_FILE_COLUMNS } from '@shared/schemas/catalogue-move';
import { rowsOf } from './product-file.js';

/**
 * The downloadable template: the header, then two products that show the format — one sold in
 * colours and sizes (a row per combination, its columns left empty after the first), one
 * without. Its categories are the demo shop's; importing it into an empty shop needs
 * `createCategories=true`, and pictures that are the shop's drawn demo art.
 */
export function templateRows(): string[][] {
  const tee = rowsOf({
    externalId: 'TEE-001',
    productId: null,
    name: 'Organic cotton tee',
    descriptionHtml: '<p>Soft <strong>organic cotton</strong>, cut for every day.</p>',
    category: 'Clothing',
    subcategory: 'T-shirts',
    price: 2450,
    originalPrice: 2900,
    deliveryDays: 3,
    active: true,
    features: ['100% organic cotton', 'Machine washable at 30°C'],
    badges: [],
    addons: {
      color: [
        { name: 'Sand', plusPrice: 0 },
        { name: 'Navy', plusPrice: 500 },
      ],
      size: [
        { name: 'S', plusPrice: 0 },
        { name: 'M', plusPrice: 0 },
        { name: 'L', plusPrice: 0 },
      ],
      ship: [{ name: 'Express', plusPrice: 900 }],
      accessory: [],
    },
    requires: { size: true, color: true, ship: false, accessory: false },
    pictures: ['/media/demo/product/tshirt-1-0.svg', '/media/demo/product/tshirt-5-0.svg'],
    combinations: ['Sand', 'Navy'].flatMap((color) =>
      ['S', 'M', 'L'].map((size) => ({ color, size, sku: `TEE-001-${color.toUpperCase()}-${size}`, stock: 10 })),
    ),
  });
  const mug = rowsOf({
    externalId: 'MUG-002',
    productId: null,
    name: 'Stoneware mug',
    descriptionHtml: '<p>Holds 350 ml. Dishwasher safe.</p>',
    category: 'Home',
    subcategory: 'Kitchen',
    price: 1200,
    originalPrice: null,
    deliveryDays: 5,
    active: true,
    features: ['350 ml'],
    badges: [],
    addons: { color: [], size: [], ship: [], accessory: [{ name: 'Gift box', plusPrice: 300 }] },
    requires: { size: false, color: false, ship: false, accessory: false },
    pictures: ['/media/demo/product/mug-2-0.svg'],
    combinations: [{ color: null, size: null, sku: 'MUG-002', stock: 40 }],
  });
  return [[...PRODUCT_FILE_COLUMNS], ...tee, ...mug];
}
