import { createHash } from 'node:crypto';
import path from 'node:path';
import { createServer, defineConfig, transformWithEsbuild, type BuildEnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = import.meta.dirname;

/**
 * The icons that only the account, order, cart, checkout and back-office screens draw: they
 * travel in a chunk of their own, so the pages a first visit lands on (home, category, product)
 * do not download them (about 2 KB gzip; docs/performance.md). An icon not listed goes with the
 * storefront's, the safe side: the first-load budget says when that list grows too heavy.
 */
const accountIcons = new Set([
  'arrow-down',
  'arrow-up',
  'arrow-up-down',
  'credit-card',
  'external-link',
  'file-down',
  'image-plus',
  'lock',
  'log-out',
  'map-pin',
  'map-pin-plus',
  'map-pinned',
  'message-square-text',
  'minus',
  'package',
  'pen-line',
  'pencil',
  'phone',
  'plus',
  'shopping-cart',
  'store',
  'tag',
  'trash-2',
  'undo-2',
]);

/**
 * Icons are a few hundred bytes each and shared by many lazy chunks, which Rollup cannot merge on
 * its own: they travel together, in two groups (the storefront's, and `accountIcons`). React gets
 * a chunk of its own, which changes only when React does, so the icons chunk does not carry it.
 */
function manualChunks(id: string): string | undefined {
  const icon = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.m?js$/.exec(id)?.[1];
  if (icon && accountIcons.has(icon)) return 'account-icons';
  if (id.includes('/node_modules/lucide-react/')) return 'icons';
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  return undefined;
}

/**
 * Preloads the one font face the first paint needs (the display serif at 600: the home page's
 * banner title and section headings), so text does not swap late. The file's hashed name is
 * only known once the bundle is written, hence a plugin rather than a line in index.html.
 */
function preloadFont(fileName: string): Plugin {
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
 * The storefront calls an endpoint of the contract (src/shared/contract) by its method and path;
 * the rest of it (access, summary, tag, the names of its schemas and the import that loads them)
 * is for the server, the OpenAPI document and the tests. In the build each endpoint becomes a
 * module of its own holding only `method` and `path`, so it travels in the chunk of the call that
 * uses it, as a path written in the call did. Whole domain modules in the entry chunk cost every
 * first visit about 0.7 KB gzip (summaries, schema names, a lazy chunk per schema module in the
 * preload list, the endpoints of pages not shown). Tests and the dev server load them as written.
 */
function contractForTheStorefront(): Plugin {
  const contractDir = path.join(root, 'src/shared/contract') + path.sep;
  const storefrontKeys = new Set(['method', 'path']);
  const prefix = '\0storefront-endpoint:';
  const endpointModules = new Map<string, string>();
  /** The parts of the syntax tree (ESTree) read here. */
  interface Node {
    type: string;
    start: number;
    end: number;
    body?: Node[];
    declaration?: Node | null;
    declarations?: Node[];
    id?: Node;
    name?: string;
    init?: Node | null;
    properties?: Node[];
    key?: Node;
  }
  return {
    name: 'contract-for-the-storefront',
    apply: 'build',
    enforce: 'post',
    resolveId: (id) => (id.startsWith(prefix) ? id : undefined),
    load: (id) => endpointModules.get(id),
    transform(code, id) {
      if (!id.startsWith(contractDir) || /\/(endpoint|index)\.ts$/.test(id)) return undefined;
      const reexports: string[] = [];
      for (const statement of (this.parse(code) as unknown as Node).body ?? []) {
        if (statement.type !== 'ExportNamedDeclaration') continue;
        for (const { id: exported, init } of statement.declaration?.declarations ?? []) {
          const name = exported?.name;
          if (!name || init?.type !== 'ObjectExpression') {
            this.error(`${id}: every export of a contract module is an endpoint written as an object literal`);
          }
          const kept = (init.properties ?? []).filter(
            (p) => p.type === 'Property' && storefrontKeys.has(p.key?.name ?? ''),
          );
          const virtual = `${prefix}${id}:${name}`;
          endpointModules.set(
            virtual,
            `export const ${name} = {${kept.map((p) => code.slice(p.start, p.end)).join(',')}};`,
          );
          reexports.push(`export { ${name} } from ${JSON.stringify(virtual)};`);
        }
      }
      return { code: reexports.join('\n'), map: null };
    },
  };
}

/**
 * index.html's inert element that holds the `<link rel="modulepreload">` of the storefront's code
 * until the first paint (`startScript` appends them then). The server adds a landing page's route
 * chunks to it (server/lib/storefront-page.ts).
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
function startAfterFirstPaint(): Plugin {
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
 * Renders the page shell (app/first-paint.tsx) with react-dom/server into index.html's body, so
 * the first paint needs only the HTML and the CSS, not the JavaScript (docs/storefront.md, "First
 * paint"). The module is loaded through a Vite server in SSR mode, which resolves the aliases and
 * compiles TSX as the build does.
 */
function prerenderFirstPaint(): Plugin {
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
          const { renderFirstPaint, firstPaintReady } = (await server.ssrLoadModule('/app/first-paint.tsx')) as {
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

const clientBuild: BuildEnvironmentOptions = {
  outDir: path.join(root, 'dist/web'),
  emptyOutDir: true,
  assetsDir: 'assets',
  // .vite/manifest.json: the server names each landing page's route chunk in a modulepreload.
  manifest: true,
  sourcemap: false,
  rollupOptions: {
    onwarn(warning, warn) {
      // zod 4's sources have prose comments that mention `@__PURE__` (explaining their own
      // annotations); Rollup reads them as misplaced annotations and drops them, which changes
      // nothing in the output. Any other warning is still printed.
      if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
      warn(warning);
    },
    output: {
      // Lazy routes and dialogs share small modules (an icon, a hook); a chunk of a few hundred
      // bytes costs a request of its own, so those are merged into a chunk that loads with them.
      experimentalMinChunkSize: 2048,
      manualChunks,
    },
  },
};

/**
 * `vite build --ssr app/first-paint.tsx` (scripts/build-if-stale.mjs): the module the server renders
 * a landing page's first paint with, in one file with its dependencies (`ssr.noExternal` below),
 * in a dot folder of the storefront's build, which the server does not serve.
 */
const renderBuild: BuildEnvironmentOptions = {
  outDir: path.join(root, 'dist/web/.render'),
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { output: { inlineDynamicImports: true } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'src/web'),
  plugins: [
    react(),
    tailwindcss(),
    contractForTheStorefront(),
    preloadFont('fraunces-latin-600-normal.woff2'),
    prerenderFirstPaint(),
    startAfterFirstPaint(),
  ],
  resolve: {
    alias: {
      '@shared': path.join(root, 'src/shared'),
      '@web': path.join(root, 'src/web'),
    },
  },
  build: isSsrBuild ? renderBuild : clientBuild,
  // The renderer's dependencies are bundled with it, only what it uses: loaded from node_modules,
  // whole packages came with it (lucide-react's entry alone loads every icon), 58 MB of the
  // server's memory and 0.6 s instead of 13 MB and 0.13 s. The build-time prerender
  // (`prerenderFirstPaint`) loads them from node_modules.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/pay': 'http://localhost:3000' },
  },
}));
