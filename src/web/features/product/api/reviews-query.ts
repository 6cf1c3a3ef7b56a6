// The reviews' query, apart from the hook that shows them: the product page asks for them with the
// page, without the infinite-query observer the comments below the fold bring with them.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '@shared/constants';
import { listReviews } from '@shared/contract/catalog';
import { api } from '@web/lib/api-client';

export function getReviews(productId: string, page: number) {
  return api.call(listReviews, {
    params: { id: productId },
    query: { page, num: PRODUCT_REVIEWS_PAGE_SIZE, sort: 'default' },
  });
}

/** Six reviews a page; 'Load more' appends the next page under the ones shown. */
export const getReviewsQueryOptions = (productId: string) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'product', productId, 'reviews'],
    queryFn: ({ pageParam }) => getReviews(productId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * PRODUCT_REVIEWS_PAGE_SIZE < last.total && last.list.length > 0 ? pages.length + 1 : undefined,
  });
