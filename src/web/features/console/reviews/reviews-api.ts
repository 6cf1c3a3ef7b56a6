import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hideReview, listConsoleReviews, showReview } from '@shared/contract/console-reviews';
import {
  approveReview as approveReviewEndpoint,
  getShopSettings,
  saveShopSettings,
} from '@shared/contract/console-settings';
import type { ShopSettingsWrite } from '@shared/schemas/console-settings';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey, tableInput, type TableQuery } from '../kit/console-query';

export function useAdminReviews(query: TableQuery) {
  return useQuery({
    queryKey: consoleKey('reviews', query),
    queryFn: ({ signal }) => api.call(listConsoleReviews, tableInput<typeof listConsoleReviews>(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many reviews wait for approval (the dashboard's queue): the list's total, one row asked for.
 * Under the review lists' key, so approving, showing or hiding one reads it again.
 */
export const awaitingReviewsQuery = queryOptions({
  queryKey: consoleKey('reviews', 'awaiting-count'),
  queryFn: async ({ signal }) =>
    (await api.call(listConsoleReviews, { query: { visibility: 'awaiting', page: 1, num: 1 } }, { signal })).total,
});

export const setReviewHidden = ({ reviewId, hidden }: { reviewId: number; hidden: boolean }) =>
  api.call(hidden ? hideReview : showReview, { params: { reviewId } });

/** Only the review lists show whether a review is hidden. */
export function useSetReviewHidden({ mutationConfig }: ConsoleMutationOptions<typeof setReviewHidden> = {}) {
  return useAdminMutation(
    setReviewHidden,
    (queryClient) => queryClient.invalidateQueries({ queryKey: consoleKey('reviews') }),
    mutationConfig,
  );
}

export const approveReview = (reviewId: number) => api.call(approveReviewEndpoint, { params: { reviewId } });

/** Approving shows a held review: the review lists change. */
export function useApproveReview({ mutationConfig }: ConsoleMutationOptions<typeof approveReview> = {}) {
  return useAdminMutation(
    approveReview,
    (queryClient) => queryClient.invalidateQueries({ queryKey: consoleKey('reviews') }),
    mutationConfig,
  );
}

export const shopSettingsQuery = queryOptions({
  queryKey: consoleKey('settings'),
  queryFn: () => api.call(getShopSettings, {}),
});

export const saveSettings = (body: ShopSettingsWrite) => api.call(saveShopSettings, { body });

export function useSaveSettings({ mutationConfig }: ConsoleMutationOptions<typeof saveSettings> = {}) {
  return useAdminMutation(
    saveSettings,
    async (queryClient, _, saved) => queryClient.setQueryData(shopSettingsQuery.queryKey, saved),
    mutationConfig,
  );
}
