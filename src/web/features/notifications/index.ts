// What other parts of the storefront may use of notifications (the composition rule, docs/storefront.md).
import { lazyComponent } from '@web/lib/lazy-component';

export { useNotifications } from './api/get-notifications';

/** The signed-in shopper's bell, loaded once someone is signed in: a visitor's first load does not carry it. */
export const LazySignedInBell = lazyComponent(() => import('./components/signed-in-bell').then((m) => m.SignedInBell));
