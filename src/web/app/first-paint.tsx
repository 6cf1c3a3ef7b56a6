import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { HeaderSearchProvider } from '@web/lib/header-search';
import { AppProviders, createQueryClient } from './providers';
import { SiteHeader } from './shell/site-header';

/**
 * The page header as a signed-out visitor first sees it (logo, search, icons; the desktop menu's
 * items come with the data), rendered at build time into index.html (vite.config.ts,
 * `prerenderFirstPaint`) so the browser paints it as soon as the HTML and CSS have arrived, before
 * any script has run. It is the shell's own header component, so the markup is the one React
 * renders; main.tsx takes it away in the frame React paints the real shell, so nothing moves.
 */
export function renderFirstPaint(): string {
  return renderToStaticMarkup(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouter location="/">
        <HeaderSearchProvider>
          <SiteHeader menu={[]} />
        </HeaderSearchProvider>
      </StaticRouter>
    </AppProviders>,
  );
}
