import path from 'node:path';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import {
  preloadFont,
  prerenderFirstPaint,
  renderBuild,
  startAfterFirstPaint,
} from './src/server/first-paint/build-plugins.js';

const root = import.meta.dirname;

/**
 * lucide-react's icons are a few hundred bytes each and shared by many lazy chunks, which Rollup
 * cannot merge on its own: they travel together, in `icons`. Only the account, order, cart,
 * checkout and console screens import lucide-react (eslint.config.js); the pages a first visit
 * lands on draw theirs with `src/web/components/icons/`, so no first load downloads this chunk.
 * React gets a chunk of its own, which changes only when React does.
 */
function manualChunks(id: string): string | undefined {
  if (id.includes('/node_modules/lucide-react/')) return 'icons';
  // The carousel (1 KB gzip) is for the home page and the product gallery only: left to the
  // merging of small chunks, it took in the small modules every catalogue page shares (rating
  // badges, skeleton, icons), and the category and search pages downloaded it too. It imports
  // only React, so its chunk holds it alone (a manual chunk takes in its imports: not for modules
  // that import our shared code).
  if (id.endsWith('/src/web/lib/use-carousel.ts')) return 'use-carousel';
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (UI_BASE.some((end) => id.endsWith(end))) return 'ui-base';
  if (LAZY_UI.some((end) => id.endsWith(end))) return 'lazy-ui';
  // The product description's tabs and its HTML, for the product page's lower half, the shop's own
  // pages and the review form: one chunk (they import only `UI_BASE` and React).
  if (id.endsWith('/src/web/features/product/components/sanitized-html.tsx')) return 'plain-tabs';
  if (id.endsWith('/src/web/components/ui/plain-tabs.tsx')) return 'plain-tabs';
  return undefined;
}

/**
 * Small modules every page loads (class names, the button, the text field, the icon frame, money
 * and the chevrons): a chunk of their own that the entry imports, so that `LAZY_UI` can be one too.
 */
const UI_BASE = [
  '/src/web/lib/cn.ts',
  '/node_modules/clsx/dist/clsx.mjs',
  '/node_modules/class-variance-authority/dist/index.mjs',
  '/src/web/components/ui/button.tsx',
  '/src/web/components/ui/input.tsx',
  '/src/web/components/icons/icon.tsx',
  '/src/web/components/icons/loader-circle-icon.tsx',
  '/src/web/components/icons/chevron-left-icon.tsx',
  '/src/web/components/icons/chevron-right-icon.tsx',
  '/src/shared/money.ts',
  '/src/web/components/ui/skeleton.tsx',
  '/src/web/lib/use-document-title.ts',
  '/src/web/features/catalog/components/badge-list.tsx',
];

/**
 * Small modules only lazy screens use (orders, reviews, account, console). Left to the merging of
 * small chunks they travelled in the entry, or in the chunk of money and chevrons, of every first
 * load. Their imports are all in `UI_BASE` or React, so their chunk holds them alone.
 */
const LAZY_UI = [
  '/src/web/components/ui/badge.tsx',
  '/src/web/components/ui/textarea.tsx',
  '/src/web/components/ui/submit-button.tsx',
  '/src/web/lib/save-file.ts',
  '/src/web/lib/initials.ts',
  '/src/web/features/address/lib/country-name.ts',
];

/**
 * The storefront calls an endpoint of the contract (src/shared/contract) by its method and path,
 * and reads a file endpoint's answer (`file`, an invoice's PDF) as the file itself; the rest of it
 * (access, summary, tag, the names of its schemas and the import that loads them) is for the
 * server, the OpenAPI document and the tests. In the build each endpoint becomes a module of its
 * own holding only `method`, `path` and `file`, so it travels in the chunk of the call that
 * uses it, as a path written in the call did. Whole domain modules in the entry chunk cost every
 * first visit about 0.7 KB gzip (summaries, schema names, a lazy chunk per schema module in the
 * preload list, the endpoints of pages not shown). Tests and the dev server load them as written.
 */
function contractForTheStorefront(): Plugin {
  const contractDir = path.join(root, 'src/shared/contract') + path.sep;
  const storefrontKeys = new Set(['method', 'path', 'file']);
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
    // Our own modules do nothing when imported but define things (the one exception, main.tsx,
    // starts the app), so a module none of whose exports a chunk uses is no dependency of that
    // chunk. Without this, a feature's index.ts made every module it re-exports a dependency of
    // each page importing anything from it: the catalogue's not-found page travelled with the home
    // and product pages, and Rollup's merging of small chunks then made the category page load
    // the home page's chunk (4.2 KB gzip). Packages keep what their package.json says.
    treeshake: {
      moduleSideEffects: (id, external) =>
        external || !/\/src\/(web|shared)\/.+\.tsx?$/.test(id) || id.endsWith('/src/web/main.tsx'),
    },
    output: {
      // Lazy routes and dialogs share small modules (an icon, a hook); a chunk of a few hundred
      // bytes costs a request of its own, so those are merged into a chunk that loads with them.
      experimentalMinChunkSize: 1536,
      manualChunks,
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'src/web'),
  plugins: [
    react(),
    tailwindcss(),
    contractForTheStorefront(),
    preloadFont('fraunces-latin-600-normal.woff2'),
    prerenderFirstPaint(root),
    startAfterFirstPaint(),
  ],
  resolve: {
    alias: {
      '@shared': path.join(root, 'src/shared'),
      '@web': path.join(root, 'src/web'),
    },
  },
  build: isSsrBuild ? renderBuild(root) : clientBuild,
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
