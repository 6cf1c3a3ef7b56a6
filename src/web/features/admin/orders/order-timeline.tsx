import type { AdminOrderDetail } from '@shared/schemas/admin';
import { formatDateTime } from '@web/lib/dates';
import { Panel } from '../kit/panel';
import { describeEvent } from './event-labels';

/** Who did what to the order, and when, oldest first. */
export function OrderTimeline({ events }: { events: AdminOrderDetail['events'] }) {
  return (
    <Panel title="Timeline">
      <ol className="grid gap-3 border-l border-line pl-4">
        {events.map((event, i) => (
          <li key={i} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-ink-soft ring-2 ring-canvas"
            />
            <p className="font-medium text-ink">{describeEvent(event.type, event.detail)}</p>
            <p className="text-xs text-muted">
              {formatDateTime(event.createdAt)} · {event.actorName}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
