import type { Variant } from '@shared/schemas/variant';
import type { AddonType } from '@shared/schemas/catalog';
import type { AddonSelection } from './addons';

/** What the picker says of one colour or size: nothing, few left, or sold out. */
export type OptionStock = { state: 'in_stock' } | { state: 'low'; left: number } | { state: 'sold_out' };

const idOf = (variant: Variant, type: 'color' | 'size') =>
  type === 'color' ? variant.colorAddonId : variant.sizeAddonId;

/**
 * The stock of choosing `addonId` for `type`. A colour stands for all its sizes: it is offered
 * while any of them can be bought (choosing it then moves the size, see keepBuyable), so a sold-out
 * size never hides a colour. A size stands with the chosen colour (any colour on 'No, thanks').
 * Sold out when none of those combinations can be bought; few left when the best of them has few
 * left. Null when the product has no combinations or none names this option: the server then
 * counts the product as a whole, and the picker says nothing.
 */
export function optionStock(
  variants: readonly Variant[],
  type: AddonType,
  addonId: number,
  selection: AddonSelection,
): OptionStock | null {
  if (type !== 'color' && type !== 'size') return null;
  const chosenColour = type === 'size' ? selection.color : null;
  const combos = variants.filter(
    (v) =>
      idOf(v, type) === addonId &&
      (chosenColour === null || v.colorAddonId === null || v.colorAddonId === chosenColour),
  );
  return stockOfCombinations(combos);
}

function stockOfCombinations(combos: readonly Variant[]): OptionStock | null {
  if (combos.length === 0) return null;
  const available = combos.filter((v) => v.available && v.stockState !== 'sold_out');
  if (available.length === 0) return { state: 'sold_out' };
  if (available.some((v) => v.stockState === 'in_stock')) return { state: 'in_stock' };
  return { state: 'low', left: Math.max(...available.map((v) => v.stock)) };
}

export const isSoldOut = (stock: OptionStock | null) => stock?.state === 'sold_out';

/**
 * The stock of the chosen colour and size together (the product page's stock note), or null when
 * nothing chosen names a combination: then the product's own stock speaks.
 */
export function chosenStock(variants: readonly Variant[], selection: AddonSelection): OptionStock | null {
  if (selection.color === null && selection.size === null) return null;
  const combos = variants.filter(
    (v) =>
      (selection.color === null || v.colorAddonId === selection.color) &&
      (selection.size === null || v.sizeAddonId === selection.size),
  );
  return stockOfCombinations(combos);
}

/**
 * Keeps the choice buyable after a group changed, so Confirm never applies a combination the
 * cart would refuse. A colour sold out in every size moves to the first colour that can be bought
 * when the group is required, or to 'No, thanks'. A chosen size sold out in the chosen colour
 * moves to the first size of that colour that can be bought (required or not: the shopper wanted
 * a size); an optional one with none left goes to 'No, thanks'. The picker opens on the first
 * colour and the first size, and when that size is sold out, the size moves, not the colour.
 */
export function keepBuyable(
  variants: readonly Variant[],
  selection: AddonSelection,
  groups: readonly { type: AddonType; required: boolean; addons: readonly { addonId: number }[] }[],
): AddonSelection {
  let next = selection;
  for (const group of groups) {
    const chosen = next[group.type];
    if (chosen === null || !isSoldOut(optionStock(variants, group.type, chosen, next))) continue;
    const buyable = group.addons.find(
      (addon) => !isSoldOut(optionStock(variants, group.type, addon.addonId, next)),
    )?.addonId;
    const moveTo = group.type === 'size' || group.required ? buyable : undefined;
    next = { ...next, [group.type]: moveTo ?? (group.required ? chosen : null) };
  }
  return next;
}

/**
 * The picture of the chosen colour (with the chosen size, when that combination has its own), or
 * null: then the gallery falls back on matching the colour's name. Pictures belong to colours, so
 * a size alone brings none up unless the product has sizes only.
 */
export function chosenPicture(variants: readonly Variant[], selection: AddonSelection): string | null {
  const hasColours = variants.some((v) => v.colorAddonId !== null);
  if (hasColours ? selection.color === null : selection.size === null) return null;
  const ofChoice = variants.filter((v) => v.picture !== null && (!hasColours || v.colorAddonId === selection.color));
  const exact = ofChoice.find((v) => selection.size === null || v.sizeAddonId === selection.size);
  return (exact ?? ofChoice[0])?.picture ?? null;
}
