import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { taxRateWriteSchema } from '@shared/schemas/console-shipping';
import { createTaxRate, deleteTaxRate, listTaxRates, updateTaxRate } from '@shared/contract/console-shipping';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';

type TaxRateBody = z.output<typeof taxRateWriteSchema>;

/** Every tax rate: a shop has a few dozen at most, so one list, unpaged. */
export const taxRatesQuery = queryOptions({
  queryKey: consoleKey('tax-rates'),
  queryFn: ({ signal }) => api.call(listTaxRates, {}, { signal }),
});

/** A tax rate made (no id) or changed: the rate as saved. */
export const writeTaxRate = ({ taxRateId, body }: { taxRateId?: number; body: TaxRateBody }) =>
  taxRateId === undefined
    ? api.call(createTaxRate, { body })
    : api.call(updateTaxRate, { params: { taxRateId }, body });

export const removeTaxRate = (taxRateId: number) => api.call(deleteTaxRate, { params: { taxRateId } });

const readRatesAgain = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: taxRatesQuery.queryKey });

export const useTaxRateWrite = ({ mutationConfig }: ConsoleMutationOptions<typeof writeTaxRate> = {}) =>
  useAdminMutation(writeTaxRate, readRatesAgain, mutationConfig);
export const useTaxRateRemoval = ({ mutationConfig }: ConsoleMutationOptions<typeof removeTaxRate> = {}) =>
  useAdminMutation(removeTaxRate, readRatesAgain, mutationConfig);
