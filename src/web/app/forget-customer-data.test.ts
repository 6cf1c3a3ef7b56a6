import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getCartQueryOptions } from '@web/features/cart';
import { getAddressesQueryOptions } from '@web/features/address';
import { getProfileQueryOptions } from '@web/features/auth';
import { CUSTOMER_QUERY_ROOT } from '@web/lib/react-query';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { forgetCustomerDataOnSessionChange } from './forget-customer-data';

describe("forgetting a shopper's data", () => {
  let queryClient: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionState, token: { accessToken: 'a', refreshToken: 'r' } });
    queryClient = new QueryClient();
    queryClient.setQueryData(['me', 'cart'], { list: [1] });
    queryClient.setQueryData(['me', 'addresses', 'shipping'], { list: [2] });
    queryClient.setQueryData(['catalog', 'product', 1], { name: 'Lamp' });
    stop = forgetCustomerDataOnSessionChange(queryClient);
  });
  afterEach(() => stop());

  it('drops the cart and addresses when the session ends, however it ends, and keeps the catalogue', () => {
    useSessionStore.setState({ token: null, user: null });
    expect(queryClient.getQueryData(['me', 'cart'])).toBeUndefined();
    expect(queryClient.getQueryData(['me', 'addresses', 'shipping'])).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 'product', 1])).toEqual({ name: 'Lamp' });
  });

  it('keeps them while the same session only rotates its tokens', () => {
    useSessionStore.setState({ token: { accessToken: 'a2', refreshToken: 'r2' } });
    expect(queryClient.getQueryData(['me', 'cart'])).toEqual({ list: [1] });
  });

  it('every customer query lives under the one root that sign-out drops', () => {
    for (const { queryKey } of [
      getCartQueryOptions(),
      getAddressesQueryOptions('shipping'),
      getAddressesQueryOptions('billing'),
      getProfileQueryOptions(),
    ]) {
      expect(queryKey[0]).toBe(CUSTOMER_QUERY_ROOT);
    }
  });
});
