import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { useShopBrand } from '@web/lib/shop-brand';

/**
 * The shop's logo as the console's Shop identity sets it: its uploaded picture, else its mark and
 * name. The server writes both into every page it answers (web/lib/shop-brand.ts).
 */
export function Logo() {
  const { name, logoPath } = useShopBrand();
  return (
    <Link
      to={paths.home()}
      aria-label={`${name} home`}
      className="flex shrink-0 items-center gap-2.5 rounded-md text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
    >
      {logoPath ? (
        <img src={logoPath} alt="" className="h-8 w-auto max-w-40 object-contain md:h-10 md:max-w-56" />
      ) : (
        <>
          <svg aria-hidden="true" viewBox="0 0 64 64" className="hidden size-8 sm:block">
            <rect width="64" height="64" rx="14" className="fill-accent" />
            <path d="M18 46V18h5l18 19V18h5v28h-5L23 27v19z" className="fill-accent-foreground" />
          </svg>
          <span className="font-display text-[19px] leading-none font-semibold tracking-tight whitespace-nowrap md:text-[22px]">
            {name}
          </span>
        </>
      )}
    </Link>
  );
}
