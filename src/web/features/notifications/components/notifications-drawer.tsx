import { Drawer, DrawerContent, DrawerHeader, DrawerTitle } from '@web/components/ui/drawer';
import type { LazyDrawerProps } from '@web/components/ui/lazy-drawer';
import { NotificationList } from './notification-list';

/** The bell on a phone: the same list in a bottom drawer (loaded on first open). */
export function NotificationsDrawer({ open, onOpenChange, returnFocus }: LazyDrawerProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
        <DrawerHeader className="pb-0">
          <DrawerTitle>Notifications</DrawerTitle>
        </DrawerHeader>
        <div className="overflow-y-auto pb-4">
          <NotificationList titled={false} onNavigate={() => onOpenChange(false)} />
        </div>
      </DrawerContent>
    </Drawer>
  );
}
