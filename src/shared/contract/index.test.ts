import { describe, expect, it } from 'vitest';
import { placeOrder, listOrders, getOrder, getCreditNotePdf } from './order';
import { updateCartItem } from './cart';
import { endpointFor, endpoints } from './index';
import { SCOPES, isScope } from '../scopes';

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

describe('the scope of an endpoint', () => {
  const operatorEndpoints = endpoints.filter((endpoint) => endpoint.access === 'operator');

  it('is named by every operator endpoint, and is one of the scopes', () => {
    const without = operatorEndpoints.filter((endpoint) => !isScope(endpoint.scope));
    expect(without.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    expect(operatorEndpoints.length).toBeGreaterThan(40);
  });

  it('is named by no endpoint outside the operator API (only operator endpoints take API keys)', () => {
    const others = endpoints.filter((endpoint) => endpoint.access !== 'operator' && endpoint.scope !== undefined);
    expect(others.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('is a read scope for every GET', () => {
    const gets = operatorEndpoints.filter((endpoint) => endpoint.method === 'GET');
    expect(gets.filter((endpoint) => !endpoint.scope?.endsWith(':read')).map((e) => e.path)).toEqual([]);
  });

  it('is listed once per area and level', () => {
    expect(SCOPES).toHaveLength(16);
    expect(new Set(SCOPES).size).toBe(SCOPES.length);
    expect(SCOPES).toContain('stock:write');
  });
});
