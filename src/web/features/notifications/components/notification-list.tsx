import { useId } from 'react';
import { useNavigate } from 'react-router';
import { BellIcon } from '@web/components/icons/bell-icon';
import type { Notification } from '@shared/schemas/notification';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/dates';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/**
 * The bell's panel (a popover on wide screens, a drawer on a phone): the latest notifications,
 * newest first, unread ones marked; opening one goes to its link and marks it read.
 */
export function NotificationList({ onNavigate, titled = true }: { onNavigate(): void; titled?: boolean }) {
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const headingId = useId();
  const unread = data?.unread ?? 0;

  function open(notification: Notification) {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.notificationId] });
    onNavigate();
    void navigate(notification.link);
  }

  return (
    <section aria-labelledby={titled ? headingId : undefined} aria-label={titled ? undefined : 'Notifications'}>
      <div className="flex items-center justify-between gap-3 px-4 pt-3 pb-2">
        {titled && (
          <h2 id={headingId} className="text-sm font-semibold">
            Notifications
          </h2>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto h-8 px-2 text-xs"
          disabled={unread === 0}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all as read
        </Button>
      </div>
      {isPending ? (
        <p className="px-4 pb-5 text-sm text-muted">Loading…</p>
      ) : isError ? (
        <p className="px-4 pb-5 text-sm text-muted">Notifications could not be loaded.</p>
      ) : data.list.length === 0 ? (
        <div className="px-4 pt-2 pb-6 text-center">
          <BellIcon aria-hidden="true" className="mx-auto mb-2 size-6 text-muted" />
          <p className="text-sm text-muted">No notifications yet</p>
        </div>
      ) : (
        <ul className="max-h-[26rem] overflow-y-auto pb-2">
          {data.list.map((n) => (
            <li
              key={n.notificationId}
              className={cn('border-t border-line/70 first:border-t-0', n.readAt === null && 'bg-accent/5')}
            >
              <a
                href={n.link}
                onClick={(event) => {
                  event.preventDefault();
                  open(n);
                }}
                className="flex gap-3 px-4 py-3 text-left outline-none hover:bg-line/30 focus-visible:bg-line/40"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-1.5 size-2 shrink-0 rounded-full',
                    n.readAt === null ? 'bg-accent' : 'bg-transparent',
                  )}
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className={cn('text-sm', n.readAt === null ? 'font-semibold' : 'font-medium')}>
                    {n.readAt === null && <span className="sr-only">Unread: </span>}
                    {n.title}
                  </span>
                  <span className="text-sm text-muted">{n.text}</span>
                  <time dateTime={n.createdAt} className="text-xs text-muted">
                    {formatDateTime(n.createdAt)}
                  </time>
                </span>
              </a>
              {n.trackingUrl && (
                <a
                  href={n.trackingUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="mb-3 ml-9 inline-block text-xs font-medium underline underline-offset-2"
                >
                  Track the package
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
