import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminCoupon, adminCouponListSchema, couponWriteSchema } from '@shared/schemas/admin-coupons';
import { api } from '@web/lib/api-client';
import { adminKey } from '../kit/admin-query';

type CouponBody = z.output<typeof couponWriteSchema>;

export const couponListQuery = (query: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: adminKey('coupons', query),
    queryFn: () => api.get<z.infer<typeof adminCouponListSchema>>('/admin/coupons', { params: query }),
    placeholderData: keepPreviousData,
  });

export const couponQuery = (couponId: number) =>
  queryOptions({
    queryKey: adminKey('coupon', couponId),
    queryFn: () => api.get<AdminCoupon>(`/admin/coupons/${couponId}`),
  });

export const useCouponList = (query: Record<string, string | number | undefined>) => useQuery(couponListQuery(query));

/** Create (no id), change, or switch off; every outcome reloads the coupon lists. */
export function useCouponWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: { couponId?: number; body?: CouponBody; disable?: true }) =>
      write.disable
        ? api.post<AdminCoupon>(`/admin/coupons/${write.couponId}/disable`)
        : api.post<AdminCoupon>(write.couponId ? `/admin/coupons/${write.couponId}` : '/admin/coupons', write.body),
    onSuccess: async (coupon) => {
      queryClient.setQueryData(couponQuery(coupon.couponId).queryKey, coupon);
      await queryClient.invalidateQueries({ queryKey: adminKey('coupons') });
    },
  });
}
