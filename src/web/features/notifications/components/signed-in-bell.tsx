import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { BellIcon } from '@web/components/icons/bell-icon';
import { WIDE_MEDIA_QUERY } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { LazyDrawerButton } from '@web/components/ui/lazy-drawer';
import { lazyComponent, preloadOnIntent } from '@web/lib/lazy-component';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useNotifications } from '../api/get-notifications';
import { useNotificationStream } from '../api/use-notification-stream';

/** The panel's list and the phone's drawer load on first open. */
const LazyNotificationList = lazyComponent(() => import('./notification-list').then((m) => m.NotificationList));
const LazyNotificationsDrawer = lazyComponent(() =>
  import('./notifications-drawer').then((m) => m.NotificationsDrawer),
);

/** Past two digits the badge would outgrow the icon. */
const MAX_SHOWN_COUNT = 99;

function BellWithCount({ unread }: { unread: number }) {
  return (
    <>
      <BellIcon aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 grid h-[1.125rem] min-w-[1.125rem] place-items-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-semibold text-accent-foreground tabular-nums ring-2 ring-canvas"
        >
          {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
        </span>
      )}
    </>
  );
}

/**
 * The signed-in shopper's bell: the unread count (in its name, and announced when it changes),
 * kept live by the notification stream; it opens the latest notifications, a popover on wide
 * screens and a drawer on a phone. Loaded once someone is signed in (the shell's bell shows a
 * visitor's without it).
 */
export function SignedInBell() {
  const isWide = useMediaQuery(WIDE_MEDIA_QUERY);
  const [open, setOpen] = useState(false);
  useNotificationStream();
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const announcement = unread > 0 ? `${unread} unread ${unread === 1 ? 'notification' : 'notifications'}` : '';

  // A change of layout (drawer ↔ popover) closes the panel.
  const [wasWide, setWasWide] = useState(isWide);
  if (wasWide !== isWide) {
    setWasWide(isWide);
    setOpen(false);
  }

  const status = (
    <span role="status" className="sr-only">
      {announcement}
    </span>
  );

  if (isWide === false) {
    return (
      <>
        <LazyDrawerButton
          drawer={LazyNotificationsDrawer}
          drawerProps={{}}
          open={open}
          onOpenChange={setOpen}
          label={label}
          icon={<BellWithCount unread={unread} />}
          className="relative size-9"
        />
        {status}
      </>
    );
  }
  return (
    <>
      <NotificationsPopover open={open} onOpenChange={setOpen} label={label} unread={unread} />
      {status}
    </>
  );
}

function NotificationsPopover({
  open,
  onOpenChange,
  label,
  unread,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  label: string;
  unread: number;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, onOpenChange]);

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        {...preloadOnIntent(LazyNotificationList.preload)}
        className="relative size-9 md:size-10"
      >
        <BellWithCount unread={unread} />
      </Button>
      {open && (
        <div
          id={panelId}
          className="absolute top-full right-0 z-50 mt-2 w-96 max-w-[calc(100vw-2rem)] animate-[panel-in_140ms_ease-out] overflow-hidden rounded-2xl border border-line bg-canvas shadow-xl"
        >
          <Suspense fallback={<p className="p-5 text-sm text-muted">Loading…</p>}>
            <LazyNotificationList onNavigate={() => onOpenChange(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
