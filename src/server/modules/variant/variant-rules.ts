/** Pure rules for colour and size combinations, shared by the console and the demo (migration 025 has its own copy). */

type Named = { addon_id: number; name: string };

/** Colour × size, or either alone when the product has only one kind; none without either. */
export function combinationsOf<T extends Named>(colors: T[], sizes: T[]) {
  if (colors.length === 0 && sizes.length === 0) return [];
  const cs: (T | null)[] = colors.length > 0 ? colors : [null];
  const ss: (T | null)[] = sizes.length > 0 ? sizes : [null];
  return cs.flatMap((color) => ss.map((size) => ({ color, size })));
}

/** `total` over `n` combinations as evenly as it goes, the first ones taking the remainder. */
export function splitStock(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i < total % n ? 1 : 0));
}

/** An add-on's name as a SKU part: letters and digits, upper case ("Navy blue" → "NAVY-BLUE", "9.5" → "9.5"). */
function skuPart(name: string) {
  return (
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9.]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .toUpperCase()
      .slice(0, 20) || 'X'
  );
}

/**
 * `<product id>-<COLOUR>-<SIZE>` (either part left out when the product has no such add-on),
 * with `-2`, `-3`… when taken; `taken` holds upper-cased SKUs and gets the new one.
 */
export function variantSku(productId: number, color: string | null, size: string | null, taken: Set<string>) {
  const base = [String(productId), color === null ? null : skuPart(color), size === null ? null : skuPart(size)]
    .filter((p) => p !== null)
    .join('-');
  let sku = base;
  for (let n = 2; taken.has(sku.toUpperCase()); n++) sku = `${base}-${n}`;
  taken.add(sku.toUpperCase());
  return sku;
}
