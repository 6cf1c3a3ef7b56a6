import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
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
  for (const [, names, icon] of lucide.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g))
    for (const name of names.matchAll(/default as (\w+)/g)) moduleOf.set(name[1], icon);
  const web = path.join(root, 'src/web');
  const account = new Set<string>();
  const storefront = new Set<string>();
  for (const file of fs.readdirSync(web, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = fs.readFileSync(path.join(web, file), 'utf8');
    const drawnBy = ACCOUNT_SCREENS.some((screen) => file.split(path.sep).join('/').startsWith(screen))
      ? account
      : storefront;
    for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
      for (const name of names.split(',')) {
        const icon = moduleOf.get(name.trim().split(/\s+as\s+/)[0]);
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
