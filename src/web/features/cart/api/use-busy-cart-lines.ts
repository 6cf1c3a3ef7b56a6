import { useMutationState } from '@tanstack/react-query';
import { CART_LINE_MUTATION_KEY } from './update-cart-item';

/** Ids of the lines with a quantity change or removal still running (their controls stay disabled). */
export function useBusyCartLines(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: CART_LINE_MUTATION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { cartItemId: number } | undefined)?.cartItemId,
  });
  return new Set(ids.filter((id): id is number => id !== undefined));
}
