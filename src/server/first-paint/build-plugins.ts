/**
 * The build side of the first paint (docs/performance.md, "The page painted by the server"):
 * Vite plugins that prerender the shell into index.html, start the storefront's code only after
 * the first paint and preload the display font, and the build of the renderer the server uses
 * (`storefront-page.ts` beside this file). vite.config.ts puts them in the build.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createServer, transformWithEsbuild, type BuildEnvironmentOptions, type Plugin } from 'vite';

/**
 * Preloads the one font face the first paint needs (the display serif at 600: the home page's
 * banner title and section headings), so text does not swap late. The file's hashed name is
 * only known once the bundle is written, hence a plugin rather than a line in index.html.
 */
export function preloadFont(fileName: string): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.some((name) => name === fileName),
        );
        if (!asset) throw new Error(`preload-font: ${fileName} is not in the bundle`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * index.html's inert element that holds the `<link rel="modulepreload">` of the storefront's code
 * until the first paint (`startScript` appends them then). The server adds a landing page's route
 * chunks to it (storefront-page.ts).
 */
const AFTER_FIRST_PAINT_ID = 'after-first-paint';

/**
 * The script that starts the storefront once the browser has painted the first contentful frame
 * (the prerendered page), or at once where that cannot be waited for: a hidden tab paints
 * nothing, an older browser reports no paint timing. Half a second after it runs it starts
 * regardless, should no paint be reported. Starting, it first asks for every chunk the page
 * needs at once (the modulepreloads kept in `AFTER_FIRST_PAINT_ID`), then imports `stageUrls`
 * in turn, each in a task of its own: React's chunk first, then the entry. A module graph is
 * evaluated in one task, and React's initialisation and the storefront's own start together
 * made one of the longest tasks of a first visit (about 60 ms on a laptop, four times that on
 * a phone).
 */
function startScript(stageUrls: string[]): string {
  return `const stages = ${JSON.stringify(stageUrls)};
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const start = () => {
  const later = document.getElementById(${JSON.stringify(AFTER_FIRST_PAINT_ID)});
  if (later instanceof HTMLTemplateElement) document.head.append(later.content);
  return stages.reduce((previous, url) => previous.then(nextTask).then(() => import(url)), Promise.resolve());
};
const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
if (document.visibilityState === 'hidden' || painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  start();
} else {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const observer = new PerformanceObserver(() => painted() && once());
  observer.observe({ type: 'paint' });
  setTimeout(once, 500);
}
`;
}

/**
 * Lets the browser paint index.html's prerendered page before the storefront's code runs or is
 * even asked for. The entry script becomes a small one (`startScript`) that starts it once the
 * page has been painted, and the `<link rel="modulepreload">` of the entry and its chunks wait
 * in an inert `<template>` until then: the first paint needs only the HTML, the CSS, the display
 * font and the first pictures, which get the whole connection (docs/storefront.md, "First
 * paint"). A browser that had the scripts by the time the CSS arrived would otherwise run them
 * first and paint together with the page, a long task later.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const react = chunks.find((chunk) => chunk.name === 'react');
      if (page?.type !== 'asset' || !entry || !react)
        throw new Error('start-after-first-paint: no index.html, entry chunk or react chunk');
      const html = String(page.source);
      const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      if (!html.includes(tag)) throw new Error(`start-after-first-paint: index.html has no ${tag}`);
      // Minified like the chunks it starts: it counts in the first load's budget too.
      const { code: source } = await transformWithEsbuild(
        startScript([`/${react.fileName}`, `/${entry.fileName}`]),
        'start.js',
        { minify: true, format: 'esm' },
      );
      const fileName = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const preloads: string[] = [`<link rel="modulepreload" crossorigin href="/${entry.fileName}">`];
      const rest = html
        .replace(tag, () => `<script type="module" crossorigin src="/${fileName}"></script>`)
        .replace(/<link rel="modulepreload"[^>]*>\s*/g, (link) => {
          preloads.push(link.trim());
          return '';
        });
      // Once asked for, after the first paint, they still come after the pictures below the fold.
      const later = preloads.map((link) =>
        link.replace('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" '),
      );
      page.source = rest.replace(
        '</head>',
        () => `  <template id="${AFTER_FIRST_PAINT_ID}">${later.join('')}</template>\n  </head>`,
      );
    },
  };
}

/**
 * Renders the page shell (first-paint/first-paint.tsx) with react-dom/server into index.html's body, so
 * the first paint needs only the HTML and the CSS, not the JavaScript (docs/storefront.md, "First
 * paint"). The module is loaded through a Vite server in SSR mode, which resolves the aliases and
 * compiles TSX as the build does.
 */
export function prerenderFirstPaint(root: string): Plugin {
  return {
    name: 'prerender-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: path.join(root, 'vite.config.ts'),
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'error',
        });
        try {
          const { renderFirstPaint, firstPaintReady } = (await server.ssrLoadModule(
            '/first-paint/first-paint.tsx',
          )) as {
            renderFirstPaint: () => string;
            firstPaintReady: Promise<void>;
          };
          // The pages' code is loading: the server must not close under it.
          await firstPaintReady;
          // Inert: a picture of the header until the code runs. A search typed into it, or a
          // menu opened, would be lost when React's header takes its place.
          const marker = '<div id="root"></div>';
          if (!html.includes(marker)) throw new Error(`prerender-first-paint: index.html has no ${marker}`);
          return html.replace(marker, () => `<div id="first-paint" inert>${renderFirstPaint()}</div>${marker}`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

/**
 * `vite build --ssr first-paint/first-paint.tsx` (scripts/build-if-stale.mjs): the module the server renders
 * a landing page's first paint with, in one file with its dependencies (`ssr.noExternal` below),
 * in a dot folder of the storefront's build, which the server does not serve.
 */
export const renderBuild = (root: string): BuildEnvironmentOptions => ({
  outDir: path.join(root, 'dist/web/.render'),
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { output: { inlineDynamicImports: true } },
});
