import { describe, expect, it } from 'vitest';
import { emptySelection } from './addons';
import { addonsFixture, productFixture, variantsFixture } from '../testing/fixtures';
import { addonGroups } from './addons';
import { chosenPicture, keepBuyable, optionStock } from './variants';

// Colours 380 Terracotta, 382 Navy; sizes 384 S, 385 M, 386 XL.
const variants = variantsFixture({ units: (c, s) => (s === 384 ? 0 : c === 382 && s === 385 ? 3 : 40) });
const groups = addonGroups(addonsFixture, productFixture({ requireSizeAddon: true }));

describe('combinations in the picker', () => {
  it('a size is sold out when none of its combinations with the chosen colour can be bought', () => {
    expect(optionStock(variants, 'size', 384, emptySelection)).toEqual({ state: 'sold_out' });
    expect(optionStock(variants, 'size', 385, emptySelection)).toEqual({ state: 'in_stock' });
    expect(optionStock(variants, 'size', 385, { ...emptySelection, color: 382 })).toEqual({ state: 'low', left: 3 });
  });

  it('a colour is offered while any size of it can be bought, whatever size is chosen', () => {
    expect(optionStock(variants, 'color', 382, { ...emptySelection, size: 384 })).toEqual({ state: 'in_stock' });
    const navyFew = variantsFixture({ units: (c, s) => (c === 382 ? (s === 386 ? 2 : 0) : 40) });
    expect(optionStock(navyFew, 'color', 382, { ...emptySelection, size: 384 })).toEqual({ state: 'low', left: 2 });
    const noNavy = variantsFixture({ units: (c) => (c === 382 ? 0 : 40) });
    expect(optionStock(noNavy, 'color', 382, { ...emptySelection, size: 385 })).toEqual({ state: 'sold_out' });
  });

  it('choosing a colour whose chosen size is sold out moves the size to one of that colour that can be bought', () => {
    // Navy: S and M sold out, XL in stock; Terracotta has every size.
    const navyXlOnly = variantsFixture({ units: (c, s) => (c === 382 && s !== 386 ? 0 : 40) });
    expect(keepBuyable(navyXlOnly, { ...emptySelection, color: 382, size: 384 }, groups)).toEqual({
      ...emptySelection,
      color: 382,
      size: 386,
    });
    // An optional size the shopper chose moves the same way rather than being dropped.
    const optionalSize = addonGroups(addonsFixture, productFixture({ requireSizeAddon: false }));
    expect(keepBuyable(navyXlOnly, { ...emptySelection, color: 382, size: 385 }, optionalSize)).toEqual({
      ...emptySelection,
      color: 382,
      size: 386,
    });
  });

  it('says nothing for a product without combinations or an add-on that is not a colour or size', () => {
    expect(optionStock([], 'size', 384, emptySelection)).toBeNull();
    expect(optionStock(variants, 'ship', 1, emptySelection)).toBeNull();
  });

  it('a sold-out choice moves to the first size that can be bought, or to none for an optional colour', () => {
    expect(keepBuyable(variants, { ...emptySelection, size: 384 }, groups)).toEqual({ ...emptySelection, size: 385 });
    const noNavy = variantsFixture({ units: (c) => (c === 382 ? 0 : 40) });
    expect(keepBuyable(noNavy, { ...emptySelection, color: 382, size: 385 }, groups)).toEqual({
      ...emptySelection,
      size: 385,
    });
  });

  it('a required colour stays chosen when only its size is sold out: the size moves instead', () => {
    // Both required, as the picker opens them: the first colour and the first size (S, sold out in every colour).
    const bothRequired = addonGroups(
      addonsFixture,
      productFixture({ requireSizeAddon: true, requireColorAddon: true }),
    );
    expect(keepBuyable(variants, { ...emptySelection, color: 380, size: 384 }, bothRequired)).toEqual({
      ...emptySelection,
      color: 380,
      size: 385,
    });
  });

  it("the chosen colour's picture, its size's own first", () => {
    const pictured = variantsFixture({ picture: (c, s) => (c === 382 ? (s === 386 ? '/xl.svg' : '/navy.svg') : null) });
    expect(chosenPicture(pictured, { ...emptySelection, color: 382, size: 386 })).toBe('/xl.svg');
    expect(chosenPicture(pictured, { ...emptySelection, color: 382, size: 384 })).toBe('/navy.svg');
    expect(chosenPicture(pictured, { ...emptySelection, size: 386 })).toBeNull();
    expect(chosenPicture(pictured, { ...emptySelection, color: 380 })).toBeNull();
  });
});
