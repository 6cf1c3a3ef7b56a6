import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { methodWriteSchema, zoneWriteSchema } from '@shared/schemas/console-shipping';
import {
  createShippingMethod,
  createShippingZone,
  deleteShippingMethod,
  deleteShippingZone,
  listShippingZones,
  updateShippingMethod,
  updateShippingZone,
} from '@shared/contract/console-shipping';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';

type ZoneBody = z.output<typeof zoneWriteSchema>;
type MethodBody = z.output<typeof methodWriteSchema>;

/** Every zone with its methods: a shop has a handful, so one list, unpaged. */
export const zonesQuery = queryOptions({
  queryKey: consoleKey('shipping-zones'),
  queryFn: ({ signal }) => api.call(listShippingZones, {}, { signal }),
});

/** A zone made (no id) or changed: the zone as saved. */
export const writeZone = ({ zoneId, body }: { zoneId?: number; body: ZoneBody }) =>
  zoneId === undefined
    ? api.call(createShippingZone, { body })
    : api.call(updateShippingZone, { params: { zoneId }, body });

/** A zone's method made (no id) or changed: the method as saved. */
export const writeMethod = ({ zoneId, methodId, body }: { zoneId: number; methodId?: number; body: MethodBody }) =>
  methodId === undefined
    ? api.call(createShippingMethod, { params: { zoneId }, body })
    : api.call(updateShippingMethod, { params: { methodId }, body });

/** A zone (with its methods) or one method deleted. */
export const removeShipping = (target: { zoneId: number } | { methodId: number }) =>
  'zoneId' in target
    ? api.call(deleteShippingZone, { params: { zoneId: target.zoneId } })
    : api.call(deleteShippingMethod, { params: { methodId: target.methodId } });

// Any write reads the zones again (a method shows in its zone, a zone deleted takes its methods).
const readZonesAgain = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: zonesQuery.queryKey });

export const useZoneWrite = ({ mutationConfig }: ConsoleMutationOptions<typeof writeZone> = {}) =>
  useAdminMutation(writeZone, readZonesAgain, mutationConfig);
export const useMethodWrite = ({ mutationConfig }: ConsoleMutationOptions<typeof writeMethod> = {}) =>
  useAdminMutation(writeMethod, readZonesAgain, mutationConfig);
export const useShippingRemoval = ({ mutationConfig }: ConsoleMutationOptions<typeof removeShipping> = {}) =>
  useAdminMutation(removeShipping, readZonesAgain, mutationConfig);
