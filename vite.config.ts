import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  root: path.join(root, 'src/web'),
  plugins: [react(), tailwindcss(), preloadFont('fraunces-latin-600-normal.woff2')],
  resolve: {
    alias: {
      '@shared': path.join(root, 'src/shared'),
      '@web': path.join(root, 'src/web'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
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
        experimentalMinChunkSize: 1024,
        manualChunks,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/pay': 'http://localhost:3000' },
  },
});
