import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@web/lib/api-client';
import type { ApiResult, MutationConfig } from '@web/lib/react-query';

type Write = (input: never) => Promise<unknown>;

/**
 * The hook of one console write, as the storefront's features write theirs: once the write
 * succeeded, `changed` reads again the queries it changed (and only those, through the features'
 * own invalidate helpers), then the caller's own `onSuccess` runs (its "done" toast). A failure
 * is the API client's error toast.
 */
export function useAdminMutation<Fn extends Write>(
  mutationFn: Fn,
  changed: (queryClient: QueryClient, input: Parameters<Fn>[0], output: ApiResult<Fn>) => Promise<unknown>,
  mutationConfig: MutationConfig<Fn> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation<ApiResult<Fn>, ApiError, Parameters<Fn>[0]>({
    onSuccess: async (...args) => {
      await changed(queryClient, args[1], args[0]);
      await onSuccess?.(...args);
    },
    ...config,
    mutationFn: (input) => mutationFn(input) as Promise<ApiResult<Fn>>,
  });
}

/** What a console write's hook takes: the caller's own options, run after the hook's. */
export interface ConsoleMutationOptions<Fn extends Write> {
  mutationConfig?: MutationConfig<Fn>;
}
