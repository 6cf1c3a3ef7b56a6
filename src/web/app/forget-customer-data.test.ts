import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { forgetCustomerDataOnSessionChange } from './forget-customer-data';

describe("forgetting a shopper's data", () => {
  let queryClient: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionState, token: { accessToken: 'a', refreshToken: 'r' } });
    queryClient = new QueryClient();
    queryClient.setQueryData(['cart', 'list'], { list: [1] });
    queryClient.setQueryData(['address', 'list', 'shipping'], { list: [2] });
    queryClient.setQueryData(['catalog', 'inventory', 1], { name: 'Lamp' });
    stop = forgetCustomerDataOnSessionChange(queryClient);
  });
  afterEach(() => stop());

  it('drops the cart and addresses when the session ends, however it ends, and keeps the catalogue', () => {
    useSessionStore.setState({ token: null, user: null });
    expect(queryClient.getQueryData(['cart', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(['address', 'list', 'shipping'])).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 'inventory', 1])).toEqual({ name: 'Lamp' });
  });

  it('keeps them while the same session only rotates its tokens', () => {
    useSessionStore.setState({ token: { accessToken: 'a2', refreshToken: 'r2' } });
    expect(queryClient.getQueryData(['cart', 'list'])).toEqual({ list: [1] });
  });
});
