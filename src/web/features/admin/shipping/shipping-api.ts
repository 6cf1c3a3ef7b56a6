import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { shippingMethodWriteSchema, shippingZoneWriteSchema } from '@shared/schemas/admin-shipping';
import {
  createShippingMethod,
  createShippingZone,
  deleteShippingMethod,
  deleteShippingZone,
  listShippingZones,
  updateShippingMethod,
  updateShippingZone,
} from '@shared/contract/operator-shipping';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type AdminMutationOptions } from '../kit/admin-mutation';
import { adminKey } from '../kit/admin-query';

type ZoneBody = z.output<typeof shippingZoneWriteSchema>;
type MethodBody = z.output<typeof shippingMethodWriteSchema>;

/** Every zone with its methods: a shop has a handful, so one list, unpaged. */
export const zonesQuery = queryOptions({
  queryKey: adminKey('shipping-zones'),
  queryFn: ({ signal }) => api.call(listShippingZones, {}, { signal }),
});

type ShippingWrite =
  | { zoneId?: number; zone: ZoneBody }
  | { zoneId: number; methodId?: number; method: MethodBody }
  | { removeZone: number }
  | { removeMethod: number };

/** One write of the shipping page: a zone or a method made, changed or deleted. */
export function writeShipping(input: ShippingWrite) {
  if ('removeZone' in input) return api.call(deleteShippingZone, { params: { zoneId: input.removeZone } });
  if ('removeMethod' in input) return api.call(deleteShippingMethod, { params: { methodId: input.removeMethod } });
  if ('zone' in input)
    return input.zoneId === undefined
      ? api.call(createShippingZone, { body: input.zone })
      : api.call(updateShippingZone, { params: { zoneId: input.zoneId }, body: input.zone });
  return input.methodId === undefined
    ? api.call(createShippingMethod, { params: { zoneId: input.zoneId }, body: input.method })
    : api.call(updateShippingMethod, { params: { methodId: input.methodId }, body: input.method });
}

/** Any write reads the zones again (a method's zone shows it, a zone deleted takes its methods). */
export function useShippingWrite({ mutationConfig }: AdminMutationOptions<typeof writeShipping> = {}) {
  return useAdminMutation(
    writeShipping,
    (queryClient) => queryClient.invalidateQueries({ queryKey: zonesQuery.queryKey }),
    mutationConfig,
  );
}
