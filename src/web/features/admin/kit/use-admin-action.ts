import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-query';
import { toastDone } from './toast-done';

/**
 * A console action: runs `action`, then says it worked (`done`, from the answer) and reloads every
 * console query, since one action moves several figures at once (an approved refund changes the
 * order, the lists and the dashboard). A failure is the API client's error toast.
 */
export function useAdminAction<Input, Output>(
  action: (input: Input) => Promise<Output>,
  done: (output: Output, input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (output, input) => {
      toastDone(done(output, input));
      await queryClient.invalidateQueries({ queryKey: adminKey() });
    },
  });
}
