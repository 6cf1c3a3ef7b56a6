import { Link } from 'react-router';
import { DEFAULT_SHOP_NAME } from '@shared/constants';
import { paths } from '@web/lib/paths';

// There is no API for the shop's name (the server's SHOP_NAME only reaches the seeded welcome
// banner), so the logo uses the shared default, the same value the server falls back to.
export function Logo() {
  return (
    <Link
      to={paths.home()}
      aria-label={`${DEFAULT_SHOP_NAME} home`}
      className="flex shrink-0 items-center gap-2.5 rounded-md text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="hidden size-8 sm:block">
        <rect width="64" height="64" rx="14" className="fill-accent" />
        <path d="M18 46V18h5l18 19V18h5v28h-5L23 27v19z" className="fill-accent-foreground" />
      </svg>
      <span className="font-display text-[19px] leading-none font-semibold tracking-tight whitespace-nowrap md:text-[22px]">
        {DEFAULT_SHOP_NAME}
      </span>
    </Link>
  );
}
