import type { CreateOrder } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';
import { placeOrder } from '@shared/contract/order';

/** The server prices the valid cart lines, re-checks the coupon and reserves stock. */
export function createOrder(input: CreateOrder) {
  return api.call(placeOrder, { body: input });
}
