import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hideReview, listAdminReviews, showReview } from '@shared/contract/operator-reviews';
import {
  approveReview as approveReviewEndpoint,
  getShopSettings,
  saveShopSettings,
} from '@shared/contract/operator-settings';
import type { ShopSettingsWrite } from '@shared/schemas/admin-settings';
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

/**
 * How many reviews wait for approval (the dashboard's queue): the list's total, one row asked for.
 * Under the review lists' key, so approving, showing or hiding one reads it again.
 */
export const awaitingReviewsQuery = queryOptions({
  queryKey: adminKey('reviews', 'awaiting-count'),
  queryFn: async ({ signal }) =>
    (await api.call(listAdminReviews, { query: { visibility: 'awaiting', page: 1, num: 1 } }, { signal })).total,
});

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

export const approveReview = (reviewId: number) => api.call(approveReviewEndpoint, { params: { reviewId } });

/** Approving shows a held review: the review lists change. */
export function useApproveReview({ mutationConfig }: AdminMutationOptions<typeof approveReview> = {}) {
  return useAdminMutation(
    approveReview,
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminKey('reviews') }),
    mutationConfig,
  );
}

export const shopSettingsQuery = queryOptions({
  queryKey: adminKey('settings'),
  queryFn: () => api.call(getShopSettings, {}),
});

export const saveSettings = (body: ShopSettingsWrite) => api.call(saveShopSettings, { body });

export function useSaveSettings({ mutationConfig }: AdminMutationOptions<typeof saveSettings> = {}) {
  return useAdminMutation(
    saveSettings,
    async (queryClient, _, saved) => queryClient.setQueryData(shopSettingsQuery.queryKey, saved),
    mutationConfig,
  );
}
