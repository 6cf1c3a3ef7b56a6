import type { NavItem } from '@shared/schemas/home';
import { useShopBrand } from '@web/lib/shop-brand';
import { FooterNav } from '@web/features/navigation/components/footer-nav';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';

/** The shop's own pages, in this order; their text is written in the console. */
const shopPages = [
  { slug: 'shipping', label: 'Shipping' },
  { slug: 'returns', label: 'Returns' },
  { slug: 'privacy', label: 'Privacy' },
  { slug: 'contact', label: 'Contact' },
] as const;

/**
 * The footer repeats the menu. On desktop it is exactly 256px tall; that applies from 1024px,
 * where one row of columns fits. Narrower screens wrap the columns and let the footer grow
 * rather than cut links off.
 */
export function SiteFooter({ menu }: { menu: NavItem[] }) {
  const { name } = useShopBrand();
  return (
    <footer className="mt-10 border-t border-line bg-surface lg:h-64 lg:overflow-hidden">
      <div className="mx-auto flex h-full max-w-shop flex-col gap-8 px-5 pt-10 md:px-8 lg:gap-0 lg:pt-9">
        <FooterNav items={menu} className="lg:flex-1" />
        <div className="flex flex-col gap-1 border-t border-line py-4 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-display text-sm font-semibold text-ink">{name}</span>
            <span className="mx-2" aria-hidden="true">
              ·
            </span>
            Considered goods for everyday living.
          </p>
          <nav aria-label="Shop information">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {shopPages.map((page) => (
                <li key={page.slug}>
                  <Link to={paths.shopPage(page.slug)} className="hover:text-ink hover:underline">
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            © {new Date().getFullYear()} {name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
