import type { NavItem } from '@shared/schemas/home';
import { DEFAULT_SHOP_NAME } from '@shared/constants';
import { FooterNav } from '@web/features/navigation/components/footer-nav';

/**
 * The footer repeats the menu. On desktop it is exactly 256px tall; that applies from 1024px,
 * where one row of columns fits. Narrower screens wrap the columns and let the footer grow
 * rather than cut links off.
 */
export function SiteFooter({ menu }: { menu: NavItem[] }) {
  return (
    <footer className="mt-10 border-t border-line bg-surface lg:h-64 lg:overflow-hidden">
      <div className="mx-auto flex h-full max-w-shop flex-col gap-8 px-5 pt-10 md:px-8 lg:gap-0 lg:pt-9">
        <FooterNav items={menu} className="lg:flex-1" />
        <div className="flex flex-col gap-1 border-t border-line py-4 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-display text-sm font-semibold text-ink">{DEFAULT_SHOP_NAME}</span>
            <span className="mx-2" aria-hidden="true">
              ·
            </span>
            Considered goods for everyday living.
          </p>
          <p>
            © {new Date().getFullYear()} {DEFAULT_SHOP_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
