// Builds what `npm start` runs — the storefront (Vite) and the server (esbuild) — only when the
// output is missing or older than the sources it comes from, so a second start is quick.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** The newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

/**
 * Brotli at its best quality and gzip at its best level, once at build time, beside each text
 * file (the server sends them as they are): on the fly, Brotli's fast settings come out larger
 * than gzip for our bundles.
 */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) precompress(file);
    } else if (/\.(js|css|html|svg|json)$/.test(entry.name) && fs.statSync(file).size >= 1024) {
      const content = fs.readFileSync(file);
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  }
}

const builds = [
  {
    name: 'storefront',
    // Written last, so an interrupted build is redone.
    output: 'dist/web/.render/first-paint.js',
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.base.json'],
    run: () => {
      execFileSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
      // The module the server renders a landing page's first paint with (vite.config.ts, `renderBuild`).
      execFileSync(bin('vite'), ['build', '--ssr', 'first-paint/first-paint.tsx'], { cwd: root, stdio: 'inherit' });
      precompress(path.join(root, 'dist/web'));
    },
  },
  {
    name: 'server',
    output: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'package-lock.json', 'tsconfig.base.json', 'scripts/build-if-stale.mjs'],
    run: () =>
      execFileSync(
        bin('esbuild'),
        [
          'src/server/main.ts',
          // Document PDFs are drawn in worker threads, each running this script beside main.js.
          'src/server/modules/invoice/document-worker.ts',
          '--bundle',
          '--platform=node',
          '--format=esm',
          '--target=node20',
          // Dependencies stay in node_modules (native modules among them); only our code is bundled.
          '--packages=external',
          '--sourcemap',
          // Stack traces need the mappings, not a copy of every source: under --enable-source-maps
          // Node parses the map at start-up and keeps it (src/ is beside it for the lines).
          '--sources-content=false',
          '--outdir=dist/server',
          '--entry-names=[name]',
          '--log-level=warning',
        ],
        { cwd: root, stdio: 'inherit' },
      ),
  },
];

const force = process.argv.includes('--force');
for (const build of builds) {
  const built = newest([build.output]);
  if (!force && built > 0 && built >= newest(build.sources)) {
    console.log(`${build.name}: up to date`);
    continue;
  }
  console.log(`${build.name}: building`);
  build.run();
}
