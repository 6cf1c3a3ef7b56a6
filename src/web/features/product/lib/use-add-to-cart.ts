import type { Addon, Product } from '@shared/schemas/catalog';
import { useSessionStore } from '@web/lib/store';
import { useAddCartItem } from '@web/features/cart';
import { addToCartAction, cartItemPayload, type AddonSelection } from './addons';

interface UseAddToCartInput {
  product: Product;
  addons: Addon[];
  selection: AddonSelection;
  openPicker(): void;
  /** The item is in the cart (added now; after a sign-in the shell adds it and toasts). */
  onAdded(): void;
}

/** The 'Add to Cart' button's behaviour: required add-ons first, then sign in, then the request. */
export function useAddToCart({ product, addons, selection, openPicker, onAdded }: UseAddToCartInput) {
  // Signed in means holding a token, as for the guard; the profile may still be loading.
  const signedIn = useSessionStore((state) => state.token !== null);
  const askToSignIn = useSessionStore((state) => state.askToSignIn);
  const mutation = useAddCartItem();

  function addToCart() {
    if (mutation.isPending) return;
    switch (addToCartAction({ signedIn, selection, addons, product })) {
      case 'sign-in':
        // Added for them as soon as they have signed in, with the add-ons chosen now.
        askToSignIn({ kind: 'add-to-cart', item: cartItemPayload(product.productId, selection) });
        return;
      case 'choose-addons':
        openPicker();
        return;
      case 'add':
        mutation.mutate(cartItemPayload(product.productId, selection), onAdded);
    }
  }

  return { addToCart, adding: mutation.isPending };
}
