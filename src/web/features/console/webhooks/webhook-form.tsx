import { useId, useState, type FormEvent } from 'react';
import { webhookEventTypes, type CreatedWebhook, type WebhookEventType } from '@shared/schemas/console-webhooks';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Panel } from '../kit/panel';
import { useCreateWebhook } from './webhooks-api';

/** What each event tells the receiver, in an operator's words. */
export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.paid': 'An order is paid',
  'order.cancelled': 'An order, or some of its items, is cancelled',
  'order.shipped': 'Items of an order ship',
  'order.delivered': 'A shipment is delivered',
  'refund.created': 'A refund is made',
  'refund.completed': 'A refund reaches the customer',
  'product.created': 'A product is added',
  'product.updated': 'A product is changed',
  'stock.low': 'A product’s stock runs low',
  'review.created': 'A customer writes a review',
};

/**
 * A new endpoint: its URL, the events it wants, a note. Once added, its signing secret is shown
 * here, this once (the list never shows it again).
 */
export function WebhookForm({ onDone }: { onDone(): void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['order.paid']);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const urlId = useId();
  const descriptionId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setCreated(await create.mutateAsync({ url, events, ...(description.trim() && { description }) }));
    } catch {
      // The API client has shown why (not https, not a public address); the form keeps what was typed.
    }
  };

  if (created) {
    return (
      <Panel title="Endpoint added">
        <p className="text-sm text-ink">
          Signing secret for <span className="break-all">{created.url}</span>:
        </p>
        <code
          aria-label="Signing secret"
          className="my-2 block rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm break-all select-all"
        >
          {created.secret}
        </code>
        <p className="text-sm text-muted">
          Copy it into the receiving system now: it is shown only this once. The receiver checks each request’s
          Shop-Signature with it.
        </p>
        <Button className="mt-3" size="sm" onClick={onDone}>
          Done
        </Button>
      </Panel>
    );
  }

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((now) => (on ? [...now, type] : now.filter((t) => t !== type)));

  return (
    <Panel title="New endpoint">
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={urlId} className="text-sm font-medium text-ink">
            URL
          </label>
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://warehouse.example.com/hooks"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
          />
          <p className="text-xs text-muted">An https address of the receiving system, reachable from the internet.</p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
            Description (optional)
          </label>
          <Input
            id={descriptionId}
            autoComplete="off"
            maxLength={200}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">Events</legend>
          {webhookEventTypes.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-ink"
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
              />
              <span>
                <span className="font-mono text-xs">{type}</span>
                <span className="block text-muted">{EVENT_LABELS[type]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={create.isPending} size="sm">
            Add endpoint
          </SubmitButton>
          <Button type="button" variant="outline" size="sm" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Panel>
  );
}
