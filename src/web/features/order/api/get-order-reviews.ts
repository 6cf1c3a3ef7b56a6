import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_REVIEWS_PAGE_SIZE } from '@shared/constants';
import { api } from '@web/lib/api-client';
import { listOrderReviews } from '@shared/contract/order';
import { getOrderQueryOptions } from './get-order';

/** The shopper's reviews of this order's items; one page of 99 holds them all. */
export function getOrderReviews(orderUuid: string) {
  return api.call(listOrderReviews, {
    params: { orderUuid },
    query: { page: 1, num: ORDER_REVIEWS_PAGE_SIZE, sort: 'default' },
  });
}

/** Nested under the order: reloading the order reloads its reviews. */
export const getOrderReviewsQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: [...getOrderQueryOptions(orderUuid).queryKey, 'reviews'],
    queryFn: () => getOrderReviews(orderUuid),
  });

export function useOrderReviews(orderUuid: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrderReviewsQueryOptions(orderUuid), enabled });
}
