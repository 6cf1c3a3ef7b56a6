import fs from 'node:fs';
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
 * The screens a first visit never lands on (account, addresses, orders, cart, checkout and the
 * console), as paths under src/web: an icon only they import is an account icon (below).
 */
const ACCOUNT_SCREENS = [
  'features/account/',
  'features/address/',
  'features/admin/',
  'features/cart/',
  'features/order/',
  'app/checkout/',
  'components/checkout-steps.tsx',
];

/**
 * The icons that only `ACCOUNT_SCREENS` draw, as lucide-react's module names, read from the
 * source at build time: they travel in a chunk of their own, so the pages a first visit lands on
 * (home, category, product) do not download them (about 2 KB gzip; docs/performance.md). An icon
 * any other screen imports goes with the storefront's, the safe side. Names are mapped to
 * modules through lucide-react's own exports, since several names share one module.
 */
function accountOnlyIcons(): Set<string> {
  const lucide = fs.readFileSync(path.join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const moduleOf = new Map<string, string>();
  for (const [, names = '', icon = ''] of lucide.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g))
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) moduleOf.set(name, icon);
  const web = path.join(root, 'src/web');
  const account = new Set<string>();
  const storefront = new Set<string>();
  for (const file of fs.readdirSync(web, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = fs.readFileSync(path.join(web, file), 'utf8');
    const drawnBy = ACCOUNT_SCREENS.some((screen) => file.split(path.sep).join('/').startsWith(screen))
      ? account
      : storefront;
    for (const [, names = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
      for (const name of names.split(',')) {
        const icon = moduleOf.get(name.trim().split(/\s+as\s+/)[0] ?? '');
        if (icon) drawnBy.add(icon);
      }
  }
  return new Set([...account].filter((icon) => !storefront.has(icon)));
}

const accountIcons = accountOnlyIcons();

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
    output: {
      // Lazy routes and dialogs share small modules (an icon, a hook); a chunk of a few hundred
      // bytes costs a request of its own, so those are merged into a chunk that loads with them.
      experimentalMinChunkSize: 2048,
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
