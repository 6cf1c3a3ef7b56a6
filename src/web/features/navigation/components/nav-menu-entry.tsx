import { ChevronDownIcon } from '@web/components/icons/chevron-down-icon';
import type { NavItem } from '@shared/schemas/home';

/** A root item of the wide-screen menu, as a link or as the button that opens its panel. */
export const topLinkClass =
  'inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm whitespace-nowrap lg:px-3.5 font-medium text-ink-soft transition-colors hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-surface data-[state=open]:text-ink';

export const triggerClass = `${topLinkClass} group cursor-pointer`;

/** The list of root items: the same element and classes in the first paint and once interactive. */
export const listClass = 'flex h-full items-center gap-0.5 lg:gap-1';

/** What a panel's trigger shows: the item's name and a chevron that turns while the panel is open. */
export function TriggerLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.name}
      <ChevronDownIcon
        aria-hidden="true"
        className="hidden size-3.5 transition-transform lg:block duration-200 group-data-[state=open]:rotate-180"
      />
    </>
  );
}
