import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { FirstScreenData, FirstScreenPage } from '@shared/first-screen';
import { HeaderSearchProvider } from '@web/lib/header-search';
import { serverComponentsReady } from '@web/lib/lazy-component';
import { seedAnswers } from './first-screen';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { AppRoutes } from '@web/app/router';
import { SiteHeader } from '@web/app/shell/site-header';
import type { ShopBrand } from '@shared/constants';
import { setShopBrand } from '@web/lib/shop-brand';

/** A page the server prepares, with the answers it carries (server/first-paint/storefront-page.ts). */
export interface FirstScreen {
  url: string;
  page: FirstScreenPage;
  data: FirstScreenData;
}

/**
 * What the browser paints before any script has run, as a signed-out visitor sees it, rendered
 * with react-dom/server from the storefront's own components (docs/storefront.md, "First paint"),
 * into index.html's inert `#first-paint`, which main.tsx takes away in the frame React paints the
 * real shell:
 *
 * - With a screen: a landing page (home, a category, a search, a product), rendered for each
 *   request by the server from the answers it carries in the page, with the storefront's own
 *   routes. So the largest paint (a banner, the first cards, the product's picture) shows as soon
 *   as its picture has arrived, not once the storefront's code has downloaded and run.
 * - Without one: the header alone (logo, search, icons), rendered at build time into index.html
 *   (vite.config.ts, `prerenderFirstPaint`) for every other page.
 *
 * React renders the page anew rather than hydrating it: measured, hydration was no faster
 * (docs/performance.md, "Rendered anew, not hydrated"), and it would tie every component's first
 * render to what the server can know (no screen width, no session).
 *
 * The server waits for `firstPaintReady` before its first render. It hands the shop's name and
 * logo as they are now (the console's Shop identity); the build's render has the defaults.
 */
export function renderFirstPaint(screen?: FirstScreen, brand?: ShopBrand): string {
  const queryClient = createQueryClient();
  // Like the session store below: set just before this render, which runs to its end without yielding.
  if (brand) setShopBrand(brand);
  // The session store is the server's one for every request: set just before this render, which
  // runs to its end without yielding, it holds this page's menu (public, the same for everyone).
  if (screen) seedAnswers(queryClient, screen.page, screen.data);
  return renderToStaticMarkup(
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={screen?.url ?? '/'}>
        {screen ? (
          <AppRoutes />
        ) : (
          <HeaderSearchProvider>
            <SiteHeader menu={[]} />
          </HeaderSearchProvider>
        )}
      </StaticRouter>
    </AppProviders>,
  );
}

/** Resolves once the pages the server renders have their code. */
export const firstPaintReady: Promise<void> = serverComponentsReady();
