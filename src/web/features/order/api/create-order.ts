import type { CreateOrder } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';

/** The server prices the valid cart lines, re-checks the coupon and reserves stock. */
export function createOrder(input: CreateOrder): Promise<{ orderId: string; orderUuid: string }> {
  return api.post('/shopping-cart/order', input);
}
