// What other features may use of authentication (the composition rule, docs/storefront.md).
export { getProfileQueryOptions } from './api/get-profile';
export { useLogout } from './hooks/use-logout';
export { LazyLoginDialog, preloadLoginDialog } from './components/lazy-login-dialog';
export { markAtField, showAtField } from './lib/show-at-field';
