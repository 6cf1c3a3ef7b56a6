import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { taxRateWriteSchema } from '@shared/schemas/admin-tax';
import { createTaxRate, deleteTaxRate, listTaxRates, updateTaxRate } from '@shared/contract/operator-tax';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type AdminMutationOptions } from '../kit/admin-mutation';
import { adminKey } from '../kit/admin-query';

type TaxRateBody = z.output<typeof taxRateWriteSchema>;

/** Every tax rate: a shop has a few dozen at most, so one list, unpaged. */
export const taxRatesQuery = queryOptions({
  queryKey: adminKey('tax-rates'),
  queryFn: ({ signal }) => api.call(listTaxRates, {}, { signal }),
});

/** Create (no id), change, or delete. */
export function writeTaxRate({ taxRateId, body, remove }: { taxRateId?: number; body?: TaxRateBody; remove?: true }) {
  if (taxRateId === undefined) return api.call(createTaxRate, { body: body! });
  if (remove) return api.call(deleteTaxRate, { params: { taxRateId } });
  return api.call(updateTaxRate, { params: { taxRateId }, body: body! });
}

export function useTaxRateWrite({ mutationConfig }: AdminMutationOptions<typeof writeTaxRate> = {}) {
  return useAdminMutation(
    writeTaxRate,
    (queryClient) => queryClient.invalidateQueries({ queryKey: taxRatesQuery.queryKey }),
    mutationConfig,
  );
}
