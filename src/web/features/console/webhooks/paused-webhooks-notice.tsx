import { Link } from 'react-router';
import { ArrowRight, WebhookOff } from 'lucide-react';
import { consolePaths } from '../console-paths';

/**
 * The dashboard's line about webhook endpoints paused because they failed for a day, a link to
 * the webhooks page; nothing while every endpoint answers.
 */
export function PausedWebhooksNotice({ paused }: { paused: { webhookId: number; url: string }[] | undefined }) {
  if (!paused || paused.length === 0) return null;
  const text =
    paused.length === 1
      ? `A webhook endpoint failed for a day and is paused: ${paused[0]!.url}`
      : `${paused.length} webhook endpoints failed for a day and are paused`;
  return (
    <Link
      to={consolePaths.webhooks()}
      className="group flex items-center gap-3 rounded-xl border border-red-700/30 bg-red-50 p-4 text-sm font-medium transition-colors hover:border-ink"
    >
      <WebhookOff aria-hidden="true" className="size-5 shrink-0 text-red-800" />
      <span className="min-w-0 flex-1 break-all">{text}</span>
      <ArrowRight aria-hidden="true" className="size-5 text-muted transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
