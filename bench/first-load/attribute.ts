/**
 * What the first load is made of: builds the storefront once more with source maps into a
 * temporary folder (the same config as `npm run build`, so the same chunks), then charges every
 * byte of each chunk a landing page loads to the source module it came from, and each module its
 * share of the chunk's gzip size (bytes × chunk gzip ÷ chunk bytes: the shares add up to what the
 * budget counts; a module that compresses worse than its neighbours is undercharged a little).
 *
 *   npx tsx bench/first-load/attribute.ts                  # the landing pages' static first load
 *   npx tsx bench/first-load/attribute.ts --top 60         # more modules per chunk (default 25)
 *   npx tsx bench/first-load/attribute.ts --chunks icons,product-details   # any other chunk too
 *   npx tsx bench/first-load/attribute.ts --dir /tmp/x     # reuse a build made with --keep
 *
 * "Static" is the entry, the page's route chunk and what they import; chunks a page loads later
 * (the product page's lower half as it nears the screen, a dialog on first open) are counted by
 * `npm run bench:first-load` and can be listed here with --chunks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { build, type Manifest } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const top = Number(flag('top') ?? 25);
const extraChunks = (flag('chunks') ?? '').split(',').filter(Boolean);

/** The pages a shopper lands on, by the module of their route (as the manifest names it). */
const LANDING_PAGES = {
  home: 'features/home/routes/home-page.tsx',
  category: 'features/catalog/routes/category-page.tsx',
  search: 'features/catalog/routes/search-page.tsx',
  product: 'features/product/routes/product-page.tsx',
};

async function buildWithSourceMaps(): Promise<string> {
  const given = flag('dir');
  if (given && fs.existsSync(path.join(given, '.vite/manifest.json'))) return given;
  const outDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-attribution-'));
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
  return outDir;
}

/** A module's name as people say it: a package, or a path under src/. */
function moduleName(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (inPackage) return `${inPackage[1]}/${inPackage[2]}`;
  const inSource = /(?:^|\/)(src\/.*)$/.exec(source);
  return inSource?.[1] ?? source;
}

interface ChunkAttribution {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Bytes of the chunk per source module; `(no source)` is Rollup's own glue. */
  modules: Map<string, number>;
}

function attributeChunk(dir: string, file: string): ChunkAttribution {
  const code = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
  const map = JSON.parse(fs.readFileSync(path.join(dir, `${file}.map`), 'utf8')) as RawSourceMap;
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const modules = new Map<string, number>();
  const charge = (source: string, bytes: number) => modules.set(source, (modules.get(source) ?? 0) + bytes);
  // Mappings come in generated order: a segment runs to the next one, or to the end of its line.
  const segments: { line: number; column: number; source: string }[] = [];
  consumer.eachMapping((m) => {
    segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' });
  });
  let mapped = 0;
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const lineLength = Buffer.byteLength(lines[segment.line - 1] ?? '');
    const end = next && next.line === segment.line ? next.column : lineLength;
    const bytes = Math.max(0, end - segment.column);
    mapped += bytes;
    charge(segment.source ? moduleName(segment.source) : '(no source)', bytes);
  });
  const bytes = Buffer.byteLength(code);
  if (bytes > mapped) charge('(no source)', bytes - mapped);
  return { file, bytes, gzipBytes: zlib.gzipSync(code, { level: 9 }).length, modules };
}

/** The chunk files `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The manifest's key for a route's chunk: its module, or, when Rollup put the module in a shared
 * chunk (the product page's is shared with its lower half), that chunk, named after the module.
 */
function routeChunkKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.tsx?$/, '');
  const key = Object.keys(manifest).find((k) => k.startsWith(`_${name}-`));
  if (!key) throw new Error(`No chunk for ${module} in the manifest`);
  return key;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const dir = await buildWithSourceMaps();
const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
const entryFiles = staticClosure(manifest, 'index.html');
const attributions = new Map<string, ChunkAttribution>();
const attribution = (file: string) => {
  const known = attributions.get(file) ?? attributeChunk(dir, file);
  attributions.set(file, known);
  return known;
};

console.log(`Build with source maps: ${dir}\n`);
console.log('Static first load per page (without the start script; gzip level 9 per chunk):');
for (const [page, module] of Object.entries(LANDING_PAGES)) {
  const files = staticClosure(manifest, routeChunkKey(manifest, module), new Set(entryFiles));
  const total = [...files].reduce((sum, file) => sum + attribution(file).gzipBytes, 0);
  const list = [...files].map((file) => `${path.basename(file)} ${kb(attribution(file).gzipBytes)}`);
  console.log(`  ${page.padEnd(9)} ${kb(total).padStart(10)}  ${list.join(', ')}`);
}

const extra = Object.values(manifest)
  .filter((chunk) => extraChunks.some((name) => path.basename(chunk.file).startsWith(`${name}-`)))
  .map((chunk) => chunk.file);
for (const file of new Set([...attributions.keys(), ...extra])) {
  const chunk = attribution(file);
  const ratio = chunk.gzipBytes / chunk.bytes;
  console.log(`\n${file}: ${kb(chunk.bytes)} raw, ${kb(chunk.gzipBytes)} gzip`);
  const rows = [...chunk.modules].sort((a, b) => b[1] - a[1]);
  for (const [module, bytes] of rows.slice(0, top))
    console.log(`  ${kb(bytes * ratio).padStart(9)} gzip ${kb(bytes).padStart(10)} raw  ${module}`);
  if (rows.length > top) {
    const rest = rows.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`  ${kb(rest * ratio).padStart(9)} gzip ${kb(rest).padStart(10)} raw  (${rows.length - top} more)`);
  }
}
