import { PRODUCT_FILE_COLUMNS } from '@shared/schemas/catalogue-move';

/**
 * A product file made up for tests and the import bench: `products` products, each in 5 sizes
 * (a row per size), alternating between two categories, with the shop's drawn pictures.
 */
export function generatedCatalogue(products: number): string {
  const lines = [PRODUCT_FILE_COLUMNS.join(',')];
  for (let p = 1; p <= products; p++) {
    const ext = `GEN-${String(p).padStart(6, '0')}`;
    const sizes = ['XS', 'S', 'M', 'L', 'XL'];
    sizes.forEach((size, i) => {
      const first = i === 0;
      lines.push(
        [
          ext,
          '',
          first ? `Generated product ${p}` : '',
          first ? `"<p>Product <em>${p}</em>, made to last.</p>"` : '',
          first ? (p % 2 ? 'Clothing' : 'Home') : '',
          first ? (p % 2 ? 'Shirts' : 'Kitchen') : '',
          first ? `${10 + (p % 90)}.${String(p % 100).padStart(2, '0')}` : '',
          '',
          first ? String(1 + (p % 9)) : '',
          first ? 'true' : '',
          first ? 'Cotton|Made in Portugal' : '',
          '',
          '',
          first ? sizes.join('|') : '',
          '',
          '',
          first ? 'size' : '',
          first ? `/media/demo/product/tshirt-${p % 10}-0.svg` : '',
          '',
          size,
          `${ext}-${size}`,
          String((p + i) % 50),
        ].join(','),
      );
    });
  }
  return `${lines.join('\n')}\n`;
}
