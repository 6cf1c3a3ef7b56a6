import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@web/components/icons/chevron-right-icon';
import { cn } from '@web/lib/cn';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  to?: string;
}

/** A breadcrumb trail; the last crumb is the current page and is not a link. */
export function Breadcrumb({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm text-muted', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${index}-${crumb.label}`}>
              <li
                className={cn('min-w-0', last && 'max-w-full truncate text-ink')}
                aria-current={last ? 'page' : undefined}
              >
                {crumb.to && !last ? (
                  <Link
                    to={crumb.to}
                    className="rounded-sm transition-colors hover:text-ink hover:underline hover:underline-offset-4"
                  >
                    {crumb.label}
                  </Link>
                ) : (
                  crumb.label
                )}
              </li>
              {!last && (
                <li aria-hidden="true" className="flex">
                  <ChevronRightIcon className="size-3.5" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
