/**
 * The underlined tabs' classes, shared by the Radix tabs (`tabs.tsx`) and the product page's
 * plain ones (`plain-tabs.tsx`), so both look the same. A module of its own, so the plain tabs do
 * not bring Radix with them.
 */
export const tabsListClass = 'flex gap-6 overflow-x-auto border-b border-line md:gap-8';

export const tabsTriggerClass =
  '-mb-px cursor-pointer border-b-2 border-transparent pb-3 text-base font-medium whitespace-nowrap text-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=active]:border-ink data-[state=active]:text-ink';

export const tabsContentClass = 'pt-6 focus-visible:outline-none';
