import { describe, expect, it } from 'vitest';
import type { Addon } from '@shared/schemas/catalog';
import { addonsFixture, productFixture } from '../testing/fixtures';
import {
  addonGroups,
  addonsTotal,
  addToCartAction,
  cartItemPayload,
  emptySelection,
  initialSelection,
  missingRequired,
  selectedAddons,
} from './addons';

const sizeRequired = productFixture({ requireSizeAddon: true, requireColorAddon: false });
const ship: Addon[] = [
  { addonId: 1, addonType: 'ship', name: 'Standard', plusPrice: 0 },
  { addonId: 2, addonType: 'ship', name: 'Express', plusPrice: 1200 },
];
const accessory: Addon[] = [
  { addonId: 3, addonType: 'accessory', name: 'Body only', plusPrice: 0 },
  { addonId: 4, addonType: 'accessory', name: 'Lens', plusPrice: 24900 },
];

describe('addonGroups', () => {
  it('lists only the types that have add-ons, in the order Colors, Sizes, Shipments, Accessories', () => {
    const groups = addonGroups([...accessory, ...addonsFixture, ...ship], sizeRequired);
    expect(groups.map((group) => [group.title, group.required, group.addons.length])).toEqual([
      ['Colors', false, 2],
      ['Sizes', true, 3],
      ['Shipments', false, 2],
      ['Accessories', false, 2],
    ]);
    expect(addonGroups(ship, sizeRequired).map((group) => group.title)).toEqual(['Shipments']);
  });
});

describe('initialSelection', () => {
  it('pre-selects the FIRST add-on of every required group and nothing for optional ones', () => {
    const product = productFixture({ requireSizeAddon: true, requireShipAddon: true, requireColorAddon: false });
    expect(initialSelection([...addonsFixture, ...ship, ...accessory], product)).toEqual({
      color: null,
      size: 384,
      ship: 1,
      accessory: null,
    });
  });

  it('keeps what was chosen before, including an optional "No, thanks"', () => {
    const current = { ...emptySelection, color: 382, size: 386 };
    expect(initialSelection(addonsFixture, sizeRequired, current)).toEqual({
      ...emptySelection,
      color: 382,
      size: 386,
    });
  });

  it('replaces a choice that no longer exists', () => {
    const current = { ...emptySelection, color: 999, size: 999 };
    expect(initialSelection(addonsFixture, sizeRequired, current)).toEqual({
      ...emptySelection,
      color: null,
      size: 384,
    });
  });

  it('leaves a required type without add-ons empty', () => {
    expect(initialSelection(ship, productFixture({ requireColorAddon: true, requireSizeAddon: false }))).toEqual(
      emptySelection,
    );
  });
});

describe('addonsTotal and selectedAddons', () => {
  it('sums the extra prices of the chosen add-ons only', () => {
    const selection = { ...emptySelection, color: 382, size: 386, ship: 2 };
    expect(addonsTotal(selection, [...addonsFixture, ...ship])).toBe(500 + 250 + 1200);
    expect(addonsTotal(emptySelection, addonsFixture)).toBe(0);
    expect(selectedAddons(selection, [...ship, ...addonsFixture]).map((addon) => addon.name)).toEqual([
      'Navy',
      'XL',
      'Express',
    ]);
  });

  it('ignores an id of another type', () => {
    expect(addonsTotal({ ...emptySelection, color: 386 }, addonsFixture)).toBe(0);
  });
});

describe('the Add to Cart decision', () => {
  const product = productFixture({ requireSizeAddon: true, requireAccessoryAddon: true });
  const addons = [...addonsFixture, ...accessory];

  it('lets a visitor choose the required add-ons first, then asks them to sign in', () => {
    expect(addToCartAction({ signedIn: false, selection: emptySelection, addons, product })).toBe('choose-addons');
    expect(
      addToCartAction({ signedIn: false, selection: { ...emptySelection, size: 384, accessory: 3 }, addons, product }),
    ).toBe('sign-in');
  });

  it('opens the picker while a required size, colour, accessory or shipment is missing', () => {
    expect(missingRequired({ ...emptySelection, size: 384 }, addons, product)).toEqual(['accessory']);
    expect(addToCartAction({ signedIn: true, selection: { ...emptySelection, size: 384 }, addons, product })).toBe(
      'choose-addons',
    );
    const shipRequired = productFixture({ requireSizeAddon: false, requireShipAddon: true });
    expect(addToCartAction({ signedIn: true, selection: emptySelection, addons: ship, product: shipRequired })).toBe(
      'choose-addons',
    );
    const colourRequired = productFixture({ requireSizeAddon: false, requireColorAddon: true });
    expect(
      addToCartAction({ signedIn: true, selection: emptySelection, addons: addonsFixture, product: colourRequired }),
    ).toBe('choose-addons');
  });

  it('adds when every required group has a choice, or when nothing is required', () => {
    expect(
      addToCartAction({ signedIn: true, selection: { ...emptySelection, size: 385, accessory: 4 }, addons, product }),
    ).toBe('add');
    const nothingRequired = productFixture({ requireSizeAddon: false });
    expect(
      addToCartAction({ signedIn: true, selection: emptySelection, addons: addonsFixture, product: nothingRequired }),
    ).toBe('add');
  });

  it('does not block on a required type the product has no add-ons for', () => {
    expect(
      addToCartAction({
        signedIn: true,
        selection: emptySelection,
        addons: ship,
        product: productFixture({ requireSizeAddon: true }),
      }),
    ).toBe('add');
  });
});

describe('cartItemPayload', () => {
  it('sends quantity 1 and only the chosen add-on ids', () => {
    expect(cartItemPayload(80, { ...emptySelection, size: 385, ship: 2 })).toEqual({
      productId: 80,
      qty: 1,
      sizeAddonId: 385,
      shipAddonId: 2,
    });
    expect(cartItemPayload(5, emptySelection)).toEqual({ productId: 5, qty: 1 });
  });
});
