import { describe, expect, it } from 'vitest';
import { placeOrder, listOrders, getOrder, getCreditNotePdf } from './order';
import { updateCartItem } from './cart';
import { endpointFor } from './index';

describe('the endpoint a request is for', () => {
  it('is the one of a fixed path rather than one with a parameter in its place', () => {
    expect(endpointFor('POST', '/shopping-cart/order')).toBe(placeOrder);
    expect(endpointFor('GET', '/order/list')).toBe(listOrders);
  });

  it('is the one with a parameter when no fixed path matches', () => {
    expect(endpointFor('POST', '/shopping-cart/7')).toBe(updateCartItem);
    expect(endpointFor('GET', '/order/0b0e5c3e-9d1f-4c59-9b51-3f7f2c1f1a2b')).toBe(getOrder);
  });

  it('is none for a method or path the API does not have', () => {
    expect(endpointFor('DELETE', '/order/list')).toBeUndefined();
    expect(endpointFor('GET', '/order/list/extra')).toBeUndefined();
  });

  it('reads the fixed text after a parameter as it is written (a dot is a dot)', () => {
    const order = '/order/0b0e5c3e-9d1f-4c59-9b51-3f7f2c1f1a2b/credit-notes';
    expect(endpointFor('GET', `${order}/29.pdf`)).toBe(getCreditNotePdf);
    expect(endpointFor('GET', `${order}/29`)).toBeUndefined();
    expect(endpointFor('GET', `${order}/29xpdf`)).toBeUndefined();
  });
});
