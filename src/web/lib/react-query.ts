import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from './api-client';

/**
 * Every query that holds one customer's data (cart, addresses, profile, orders) has a key that
 * starts with this root, so a session change drops them all with one prefix and nothing else.
 */
export const CUSTOMER_QUERY_ROOT = 'me';

/** The first part of a customer query's key: `customerKey('cart')` → `['me', 'cart']`. */
export const customerKey = <const Part extends string>(part: Part) => [CUSTOMER_QUERY_ROOT, part] as const;

/** What an API function resolves to. */
export type ApiResult<Fn extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Fn>>;

/**
 * Options a caller may add to a feature's mutation hook (bulletproof-react's MutationConfig):
 * its own callbacks run after the hook's, which keep the cache right.
 */
export type MutationConfig<Fn extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<ApiResult<Fn>, ApiError, Parameters<Fn>[0]>,
  'mutationFn'
>;
