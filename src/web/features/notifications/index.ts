// What other parts of the storefront may use of notifications (the composition rule, docs/storefront.md).
import { lazyComponent } from '@web/lib/lazy-component';

export { useNotifications } from './api/get-notifications';
export { useNotificationStream } from './api/use-notification-stream';

/** The panel's list and the phone's drawer load on first open: the bell alone is in the first load. */
export const LazyNotificationList = lazyComponent(() =>
  import('./components/notification-list').then((m) => m.NotificationList),
);
export const LazyNotificationsDrawer = lazyComponent(() =>
  import('./components/notifications-drawer').then((m) => m.NotificationsDrawer),
);
