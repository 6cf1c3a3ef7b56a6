import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hideReview, listAdminReviews, showReview } from '@shared/contract/operator-reviews';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type AdminMutationOptions } from '../kit/admin-mutation';
import { adminKey, tableInput, type TableQuery } from '../kit/admin-query';

export function useAdminReviews(query: TableQuery) {
  return useQuery({
    queryKey: adminKey('reviews', query),
    queryFn: ({ signal }) => api.call(listAdminReviews, tableInput<typeof listAdminReviews>(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export const setReviewHidden = ({ reviewId, hidden }: { reviewId: number; hidden: boolean }) =>
  api.call(hidden ? hideReview : showReview, { params: { reviewId } });

/** Only the review lists show whether a review is hidden. */
export function useSetReviewHidden({ mutationConfig }: AdminMutationOptions<typeof setReviewHidden> = {}) {
  return useAdminMutation(
    setReviewHidden,
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminKey('reviews') }),
    mutationConfig,
  );
}
