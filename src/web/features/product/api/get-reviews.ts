import { useInfiniteQuery } from '@tanstack/react-query';
import { getReviewsQueryOptions } from './reviews-query';

export function useReviews(productId: string, enabled = true) {
  return useInfiniteQuery({ ...getReviewsQueryOptions(productId), enabled });
}
