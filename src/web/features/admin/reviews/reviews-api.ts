import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminReviewListSchema } from '@shared/schemas/admin-reviews';
import { api, type RequestConfig } from '@web/lib/api-client';
import { adminKey } from '../kit/admin-query';

export function useAdminReviews(query: RequestConfig['params']) {
  return useQuery({
    queryKey: adminKey('reviews', query),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof adminReviewListSchema>>('/admin/reviews', { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const setReviewHidden = ({ reviewId, hidden }: { reviewId: number; hidden: boolean }) =>
  api.post<{ hidden: boolean }>(`/admin/reviews/${reviewId}/${hidden ? 'hide' : 'show'}`);
