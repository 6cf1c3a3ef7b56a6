import type { Addon, AddonType, Product } from '@shared/schemas/catalog';
import type { AddCartItem } from '@shared/schemas/cart';
import { itemAt } from '@shared/item-at';

/** One chosen add-on id per type; null is "none" ('No, thanks', or not chosen yet). */
export type AddonSelection = Record<AddonType, number | null>;

export const emptySelection: AddonSelection = { color: null, size: null, ship: null, accessory: null };

/** The picker's groups, in the order it shows them. */
export const addonGroupTitles: Record<AddonType, string> = {
  color: 'Colors',
  size: 'Sizes',
  ship: 'Shipments',
  accessory: 'Accessories',
};
const groupOrder: AddonType[] = ['color', 'size', 'ship', 'accessory'];

export interface AddonGroup {
  type: AddonType;
  title: string;
  required: boolean;
  addons: Addon[];
}

type RequireFlags = Pick<
  Product,
  'requireColorAddon' | 'requireSizeAddon' | 'requireShipAddon' | 'requireAccessoryAddon'
>;

export function isRequired(type: AddonType, product: RequireFlags): boolean {
  switch (type) {
    case 'color':
      return product.requireColorAddon;
    case 'size':
      return product.requireSizeAddon;
    case 'ship':
      return product.requireShipAddon;
    case 'accessory':
      return product.requireAccessoryAddon;
  }
}

/** The picker's groups: only types that have add-ons, each in the server's order. */
export function addonGroups(addons: Addon[], product: RequireFlags): AddonGroup[] {
  return groupOrder.flatMap((type) => {
    const ofType = addons.filter((addon) => addon.addonType === type);
    return ofType.length > 0
      ? [{ type, title: addonGroupTitles[type], required: isRequired(type, product), addons: ofType }]
      : [];
  });
}

/**
 * What the picker starts with: the current choice where it still exists; otherwise a required
 * group's FIRST add-on and, for an optional group, nothing ('No, thanks').
 */
export function initialSelection(
  addons: Addon[],
  product: RequireFlags,
  current: AddonSelection = emptySelection,
): AddonSelection {
  const selection = { ...emptySelection };
  for (const group of addonGroups(addons, product)) {
    const kept = group.addons.find((addon) => addon.addonId === current[group.type]);
    selection[group.type] = kept ? kept.addonId : group.required ? itemAt(group.addons, 0).addonId : null;
  }
  return selection;
}

/** The chosen add-ons, in picker order (for the names under 'Choose Addons'). */
export function selectedAddons(selection: AddonSelection, addons: Addon[]): Addon[] {
  return groupOrder.flatMap((type) =>
    addons.filter((addon) => addon.addonType === type && addon.addonId === selection[type]),
  );
}

/** Sum of the chosen add-ons' extra prices, in cents. Display only: the server prices the cart. */
export function addonsTotal(selection: AddonSelection, addons: Addon[]): number {
  return selectedAddons(selection, addons).reduce((sum, addon) => sum + addon.plusPrice, 0);
}

/**
 * Required groups that still have no choice. A required type the product has no add-ons for
 * cannot be chosen, so it does not block the cart (the server has the last word).
 */
export function missingRequired(selection: AddonSelection, addons: Addon[], product: RequireFlags): AddonType[] {
  return addonGroups(addons, product)
    .filter((group) => group.required && !group.addons.some((addon) => addon.addonId === selection[group.type]))
    .map((group) => group.type);
}

export type AddToCartAction = 'sign-in' | 'choose-addons' | 'add';

/**
 * 'Add to Cart': a product whose required add-ons (size, colour, accessory and, the same way,
 * shipment) are not chosen opens the picker, signed in or not (choosing needs no account);
 * then a visitor is asked to sign in, and the line is added once they have; otherwise the item
 * is added at once.
 */
export function addToCartAction(input: {
  signedIn: boolean;
  selection: AddonSelection;
  addons: Addon[];
  product: RequireFlags;
}): AddToCartAction {
  if (missingRequired(input.selection, input.addons, input.product).length > 0) return 'choose-addons';
  if (!input.signedIn) return 'sign-in';
  return 'add';
}

/** The POST /shopping-cart/item body: quantity 1 and only the chosen add-ons. */
export function cartItemPayload(productId: number, selection: AddonSelection): AddCartItem {
  const payload: AddCartItem = { productId, qty: 1 };
  if (selection.color !== null) payload.colorAddonId = selection.color;
  if (selection.size !== null) payload.sizeAddonId = selection.size;
  if (selection.ship !== null) payload.shipAddonId = selection.ship;
  if (selection.accessory !== null) payload.accessoryAddonId = selection.accessory;
  return payload;
}
