import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { useDocumentTitle } from '@web/lib/use-document-title';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** A link back up (the list a detail page belongs to). */
  back?: { to: string; label: string };
  /** Buttons on the right (they wrap under the title on a phone). */
  actions?: ReactNode;
}

/** The top of every console page: its title (also the tab's), what it is for, its actions. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  useDocumentTitle(`${title} · Console`);
  return (
    <header className="mb-5 grid gap-2">
      {back && (
        <Link to={back.to} className="inline-flex w-fit items-center gap-1 text-sm text-muted hover:text-ink">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          {/* A title may be one long word (a customer's email): it breaks rather than widen a phone's page. */}
          <h1 className="font-display text-2xl [overflow-wrap:anywhere] text-ink md:text-3xl">{title}</h1>
          {description && <p className="max-w-2xl text-sm text-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
