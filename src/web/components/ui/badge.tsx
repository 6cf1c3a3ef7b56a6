import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** What a state means to the reader, not its name: every badge of the shop and the console uses these. */
export type BadgeTone = 'success' | 'waiting' | 'muted' | 'problem';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  muted: 'bg-surface text-ink-soft ring-line',
  problem: 'bg-accent-soft text-accent ring-accent/25',
};

/** A short state in a pill (an order's payment, a shipment, a hidden review). */
export function Badge({ tone, className, ...props }: ComponentProps<'span'> & { tone: BadgeTone }) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs leading-none font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
