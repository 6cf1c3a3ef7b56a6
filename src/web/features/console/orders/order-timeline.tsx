import type { ConsoleOrderDetail } from '@shared/schemas/console';
import { formatDateTime } from '@web/lib/dates';
import { Panel } from '../kit/panel';
import { describeEvent } from './event-labels';
import { IfCan } from '../kit/scopes';
import { OrderNoteForm } from './order-note-form';

/** Who did what to the order, and when, oldest first; internal notes among them, and a form to add one. */
export function OrderTimeline({ orderUuid, events }: { orderUuid: string; events: ConsoleOrderDetail['events'] }) {
  return (
    <Panel title="Timeline">
      <ol className="grid gap-3 border-l border-line pl-4">
        {events.map((event, i) => (
          <li key={i} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-ink-soft ring-2 ring-canvas"
            />
            {event.type === 'note' ? (
              <p className="rounded-lg bg-amber-50 px-3 py-2 whitespace-pre-line text-ink">
                <span className="font-medium">Note: </span>
                {typeof event.detail.note === 'string' ? event.detail.note : ''}
              </p>
            ) : (
              <p className="font-medium text-ink">{describeEvent(event.type, event.detail)}</p>
            )}
            <p className="text-xs text-muted">
              {formatDateTime(event.createdAt)} · {event.actorName}
            </p>
          </li>
        ))}
      </ol>
      <IfCan scope="orders:write">
        <OrderNoteForm orderUuid={orderUuid} />
      </IfCan>
    </Panel>
  );
}
