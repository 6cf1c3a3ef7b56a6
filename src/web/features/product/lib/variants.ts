import type { Variant } from '@shared/schemas/variant';
import type { AddonType } from '@shared/schemas/catalog';
import type { AddonSelection } from './addons';

/** What the picker says of one colour or size: nothing, few left, or sold out. */
export type OptionStock = { state: 'in_stock' } | { state: 'low'; left: number } | { state: 'sold_out' };

const other = (type: 'color' | 'size') => (type === 'color' ? 'size' : 'color');
const idOf = (variant: Variant, type: 'color' | 'size') =>
  type === 'color' ? variant.colorAddonId : variant.sizeAddonId;

/**
 * The stock of choosing `addonId` for `type` with the rest of `selection` kept: the combinations
 * it would make (with the other group's choice, or with any of its options when that group is on
 * 'No, thanks'). Sold out when none of them can be bought; few left when the best of them has few
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
  const chosenOther = selection[other(type)];
  const combos = variants.filter(
    (v) =>
      idOf(v, type) === addonId &&
      (chosenOther === null || idOf(v, other(type)) === null || idOf(v, other(type)) === chosenOther),
  );
  if (combos.length === 0) return null;
  const available = combos.filter((v) => v.available && v.stockState !== 'sold_out');
  if (available.length === 0) return { state: 'sold_out' };
  if (available.some((v) => v.stockState === 'in_stock')) return { state: 'in_stock' };
  return { state: 'low', left: Math.max(...available.map((v) => v.stock)) };
}

export const isSoldOut = (stock: OptionStock | null) => stock?.state === 'sold_out';

/**
 * After one group changed: a colour or size whose combination with the new choice is sold out is
 * let go of — a required group moves to its first option that can be bought, an optional one to
 * 'No, thanks' — so Confirm never applies a combination the cart would refuse. A required group
 * none of whose options goes with the other group's choice keeps its choice if that goes with
 * some choice of the other, else takes the first that does: the picker opens on the first colour
 * and the first size, and when that size is sold out in every colour, the size moves, not the
 * colour.
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
    const buyableWith = (others: AddonSelection) =>
      group.addons.find((addon) => !isSoldOut(optionStock(variants, group.type, addon.addonId, others)))?.addonId;
    const anyOther = { ...next, color: null, size: null };
    const buyable = !group.required
      ? undefined
      : (buyableWith(next) ??
        (isSoldOut(optionStock(variants, group.type, chosen, anyOther)) ? buyableWith(anyOther) : chosen));
    next = { ...next, [group.type]: buyable ?? null };
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
