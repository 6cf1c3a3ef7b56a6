import { Link } from 'react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';

export interface ActionCardProps {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

/**
 * One card of 'My Actions', named by all it shows (title, then description), so the name contains
 * the visible text a voice user would say (WCAG 2.5.3).
 */
export function ActionCard({ to, icon: Icon, title, description }: ActionCardProps) {
  return (
    <Link
      to={to}
      className="group flex h-full items-center gap-4 rounded-3xl border border-line bg-white/60 p-4 transition-colors hover:border-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:flex-col md:items-start md:gap-6 md:p-6"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent md:size-12">
        {/* Icons are 16px on narrow screens, 24px from the wide layout (768px) up. */}
        <Icon aria-hidden="true" className="size-4 md:size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink md:text-lg">{title}</span>
        <span className="mt-0.5 block text-sm text-muted">{description}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-ink md:hidden"
      />
    </Link>
  );
}
