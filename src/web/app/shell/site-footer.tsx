import type { NavItem } from '@shared/schemas/home';
import { DEFAULT_SHOP_NAME } from '@shared/constants';
import { FooterNav } from '@web/features/navigation/components/footer-nav';

/** The footer repeats the menu (SPEC §1); on wide screens it is exactly 256px tall (SPEC §2). */
export function SiteFooter({ menu }: { menu: NavItem[] }) {
  return (
    <footer className="mt-16 border-t border-line bg-surface md:h-64 md:overflow-hidden">
      <div className="mx-auto flex h-full max-w-shop flex-col gap-8 px-5 py-10 md:gap-0 md:px-8 md:pt-10 md:pb-6">
        <div className="flex flex-col gap-8 md:flex-1 md:flex-row md:gap-16">
          <div className="max-w-xs shrink-0">
            <p className="font-display text-xl font-semibold text-ink">{DEFAULT_SHOP_NAME}</p>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              Considered goods for everyday living, delivered to your door.
            </p>
          </div>
          <FooterNav items={menu} />
        </div>
        <p className="border-t border-line pt-4 text-xs text-muted">
          © {new Date().getFullYear()} {DEFAULT_SHOP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
