import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createApiKeySchema } from '@shared/schemas/api-keys';
import { createApiKey, listApiKeys, revokeApiKey } from '@shared/contract/console-api-keys';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: consoleKey('api-keys'),
    queryFn: ({ signal }) => api.call(listApiKeys, {}, { signal }),
  });

/** Every key, revoked ones too, newest first. */
export const useApiKeys = () => useQuery(apiKeysQuery());

const create = (body: z.output<typeof createApiKeySchema>) => api.call(createApiKey, { body });
const revoke = (apiKeyId: number) => api.call(revokeApiKey, { params: { apiKeyId } });

/** Makes a key; its answer holds the secret, which the caller shows once and keeps nowhere. */
export function useCreateApiKey({ mutationConfig }: ConsoleMutationOptions<typeof create> = {}) {
  return useAdminMutation(create, (queryClient) => queryClient.invalidateQueries(apiKeysQuery()), mutationConfig);
}

export function useRevokeApiKey({ mutationConfig }: ConsoleMutationOptions<typeof revoke> = {}) {
  return useAdminMutation(revoke, (queryClient) => queryClient.invalidateQueries(apiKeysQuery()), mutationConfig);
}
