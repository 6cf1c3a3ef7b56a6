import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { couponWriteSchema } from '@shared/schemas/console-coupons';
import { createCoupon, disableCoupon, getCoupon, listCoupons, updateCoupon } from '@shared/contract/console-coupons';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey, tableInput, type TableQuery } from '../kit/console-query';

type CouponBody = z.output<typeof couponWriteSchema>;

export const couponListQuery = (query: TableQuery) =>
  queryOptions({
    queryKey: consoleKey('coupons', query),
    queryFn: () => api.call(listCoupons, tableInput<typeof listCoupons>(query)),
    placeholderData: keepPreviousData,
  });

export const couponQuery = (couponId: number) =>
  queryOptions({
    queryKey: consoleKey('coupon', couponId),
    queryFn: () => api.call(getCoupon, { params: { couponId } }),
  });

export const useCouponList = (query: TableQuery) => useQuery(couponListQuery(query));

/** Create (no id), change, or switch off. */
export const writeCoupon = ({ couponId, body, disable }: { couponId?: number; body?: CouponBody; disable?: true }) => {
  if (couponId === undefined) return api.call(createCoupon, { body: body! });
  if (disable) return api.call(disableCoupon, { params: { couponId } });
  return api.call(updateCoupon, { params: { couponId }, body: body! });
};

/** Every outcome is the coupon as saved, which becomes its query's data; the lists are read again. */
export function useCouponWrite({ mutationConfig }: ConsoleMutationOptions<typeof writeCoupon> = {}) {
  return useAdminMutation(
    writeCoupon,
    (queryClient, _, coupon) => {
      queryClient.setQueryData(couponQuery(coupon.couponId).queryKey, coupon);
      return queryClient.invalidateQueries({ queryKey: consoleKey('coupons') });
    },
    mutationConfig,
  );
}
