import { describe, expect, it } from 'vitest';
import { toCode, toWire, wireJson } from './wire-names';

describe('the wire’s names', () => {
  const answer = {
    code: 20000,
    data: {
      productId: 7,
      name: 'A "productId": 3 in the words, and a \\"productId\\":',
      productIds: [1, 2],
      lines: [{ productId: 8, tags: ['productId', '"productId":'] }, null],
      nested: { deeper: { productId: 9, empty: {} } },
    },
    errMsg: '',
  };

  it('names a product inventoryId on the wire and productId in the code, at any depth', () => {
    const wire = toWire(answer);
    expect(wire.data.inventoryId).toBe(7);
    expect(wire.data.lines[0]).toEqual({ inventoryId: 8, tags: ['productId', '"productId":'] });
    expect(wire.data.nested.deeper.inventoryId).toBe(9);
    expect(toCode(wire)).toEqual(answer);
  });

  it('writes the same JSON text as JSON.stringify(toWire(…)), words that look like a key left as they are', () => {
    expect(wireJson(answer)).toBe(JSON.stringify(toWire(answer)));
    expect(JSON.parse(wireJson(answer))).toEqual(toWire(answer));
    expect(wireJson({ list: [] })).toBe('{"list":[]}');
  });
});
