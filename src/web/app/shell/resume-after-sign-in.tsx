import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAddCartItem } from '@web/features/cart';
import { useSessionStore } from '@web/lib/store';

/**
 * Finishes what a visitor was doing when the login dialog asked them to sign in: the line they
 * added goes into the cart (with the add-ons they chose), or they are taken back to the guarded
 * page they asked for. Runs once the profile has arrived, the moment the dialog closes on success.
 */
export function ResumeAfterSignIn() {
  const signedIn = useSessionStore((state) => state.user !== null);
  const takeAfterSignIn = useSessionStore((state) => state.takeAfterSignIn);
  const addCartItem = useAddCartItem();
  const { mutate } = addCartItem;
  const navigate = useNavigate();

  useEffect(() => {
    // Read now, not as rendered: a guard may have signed out in an effect that ran just before.
    if (!signedIn || useSessionStore.getState().user === null) return;
    const errand = takeAfterSignIn();
    if (errand?.kind === 'add-to-cart') mutate(errand.item);
    else if (errand?.kind === 'return') void navigate(errand.path, { replace: true });
  }, [signedIn, takeAfterSignIn, mutate, navigate]);

  return null;
}
