import { describe, expect, it } from 'vitest';
import type { ShippingMethodRow } from '@server/db/schema';
import { quoteMethods } from './quote.js';
import { divideHalfUp, taxLinesFor, taxOn } from './tax.js';

const method = (over: Partial<ShippingMethodRow>): ShippingMethodRow => ({
  method_id: 1,
  zone_id: 1,
  name: 'Standard',
  price: 500,
  free_from: null,
  delivery_days: 5,
  active: 1,
  tax_free: 0,
  weight_bands_json: '[]',
  created_at: '',
  updated_at: '',
  ...over,
});

describe('the one rounding rule', () => {
  it('rounds half up, once per rate', () => {
    expect([divideHalfUp(5, 10), divideHalfUp(4, 10), divideHalfUp(15, 10)]).toEqual([1, 0, 2]);
    // 8.25 % of $90.00 is 742.5 cents: 743.
    expect(taxOn(9000, 8250, false)).toBe(743);
    // Inside $90.00 at 8.25 %: 9000 × 8.25 / 108.25 = 685.91 → 686.
    expect(taxOn(9000, 8250, true)).toBe(686);
    // 19 % inside €119.00 is exactly €19.00.
    expect(taxOn(11900, 19000, true)).toBe(1900);
    expect([taxOn(0, 8250, false), taxOn(1000, 0, false)]).toEqual([0, 0]);
  });

  it('makes one line per rate for the items by class, and one for taxed shipping at the standard rate', () => {
    const rates = [
      { taxRateId: 1, name: 'VAT', taxClass: 'standard' as const, rateMilli: 19000 },
      { taxRateId: 2, name: 'VAT reduced', taxClass: 'reduced' as const, rateMilli: 7000 },
    ];
    const lines = [
      { paid: 1000, taxClass: 'standard' as const },
      { paid: 2000, taxClass: 'reduced' as const },
      { paid: 500, taxClass: 'zero' as const },
    ];
    const taxed = taxLinesFor({ lines, shippingAmount: 490, shippingTaxFree: false, rates, pricesIncludeTax: false });
    expect(taxed.map((l) => [l.name, l.base, l.amount])).toEqual([
      ['VAT', 1000, 190],
      ['VAT reduced', 2000, 140],
      ['VAT (shipping)', 490, 93],
    ]);
    const free = taxLinesFor({ lines, shippingAmount: 490, shippingTaxFree: true, rates, pricesIncludeTax: false });
    expect(free.map((l) => l.name)).toEqual(['VAT', 'VAT reduced']);
  });
});

describe('quoting methods', () => {
  const cart = (itemsAfterDiscount: number, weightGrams = 0) => ({ itemsAfterDiscount, weightGrams });

  it('is free from its items total, at exactly that total too', () => {
    const m = [method({ free_from: 10000 })];
    expect(quoteMethods(m, cart(9999))[0]?.price).toBe(500);
    expect(quoteMethods(m, cart(10000))[0]?.price).toBe(0);
  });

  it('prices by the first weight band the cart fits, and is not offered above the heaviest', () => {
    const m = [
      method({
        weight_bands_json: JSON.stringify([
          { upToGrams: 1000, price: 400 },
          { upToGrams: 5000, price: 900 },
        ]),
      }),
    ];
    expect(quoteMethods(m, cart(100, 1000))[0]?.price).toBe(400);
    expect(quoteMethods(m, cart(100, 1001))[0]?.price).toBe(900);
    expect(quoteMethods(m, cart(100, 5001))).toEqual([]);
  });

  it('leaves out switched-off methods and lists the cheapest first, then the quicker', () => {
    const m = [
      method({ method_id: 1, name: 'Express', price: 1500, delivery_days: 2 }),
      method({ method_id: 2, name: 'Off', price: 0, active: 0 }),
      method({ method_id: 3, name: 'Standard', price: 500, delivery_days: 5 }),
      method({ method_id: 4, name: 'Courier', price: 500, delivery_days: 3 }),
    ];
    expect(quoteMethods(m, cart(100)).map((q) => q.name)).toEqual(['Courier', 'Standard', 'Express']);
  });
});
