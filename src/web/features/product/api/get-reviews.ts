import { useInfiniteQuery } from '@tanstack/react-query';
import { getReviewsQueryOptions } from './reviews-query';

export function useReviews(inventoryId: string, enabled = true) {
  return useInfiniteQuery({ ...getReviewsQueryOptions(inventoryId), enabled });
}
