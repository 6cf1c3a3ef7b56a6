/**
 * The shop's own search index beside three maintained libraries, on the same catalogue and the
 * same questions, in one process:
 *   npm run bench:engines [-- --products 100000 --queries 500 --engines owned,minisearch,flexsearch,orama]
 * The catalogue is the demo seed's (names, descriptions, categories), as the text index reads
 * it. Every query is distinct, so nothing is answered from a memory: these are misses. Memory is
 * the heap (and typed arrays) after a garbage collection, beyond the corpus itself.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { percentiles } from '../lib/stats.js';
import { querySets, shopCorpus, type CorpusDoc } from './corpus.js';
import { flexSearchEngine, miniSearchEngine, oramaEngine, ownedEngine, type Engine } from './engines.js';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '500' },
    updates: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'owned,minisearch,flexsearch,orama' },
  },
});
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (npm run bench:engines does)');

const memory = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const started = performance.now();
const { docs, categoryWords } = shopCorpus(Number(args.products));
const sets = querySets(docs, Number(args.queries));
const byId = new Map(docs.map((d) => [d.id, d]));
console.log(
  `${docs.length} products (made in ${((performance.now() - started) / 1000).toFixed(1)} s); ` +
    `${sets.searches.length} searches, ${sets.suggestions.length} suggestion inputs, ${sets.typos.length} typos; ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);

async function timed<T>(inputs: T[], fn: (input: T) => Promise<number[]>) {
  const samples: number[] = [];
  const answers: number[][] = [];
  for (const input of inputs.slice(0, 20)) await fn(input); // warm-up (these repeat below: the only repeats)
  for (const input of inputs) {
    const t = performance.now();
    answers.push(await fn(input));
    samples.push(performance.now() - t);
  }
  const total = samples.reduce((a, b) => a + b, 0);
  return { ...percentiles(samples), perSecond: (inputs.length / total) * 1000, answers };
}

interface Figures {
  buildS: number;
  memoryMb: number;
  updateMs: number;
  updateKind: string;
  searchPerS: number;
  searchP95: number;
  meanMatches: number;
  suggestP95: number;
  fuzzyP95: number;
  fuzzyFound: number;
}

async function measure(engine: Engine): Promise<Figures> {
  const before = memory();
  const t = performance.now();
  await engine.build(docs);
  const buildS = (performance.now() - t) / 1000;
  const memoryMb = (memory() - before) / 1e6;
  const search = await timed(sets.searches, engine.search);
  const suggest = await timed(sets.suggestions, engine.suggest);
  const fuzzy = await timed(
    sets.typos.map((x) => x.query),
    engine.fuzzy,
  );
  // Whether a corrected search found what was meant: one of its first 24 holds the word.
  const found = fuzzy.answers.filter((ids, i) =>
    ids.slice(0, 24).some((id) => byId.get(id)!.text.split(' ').includes(sets.typos[i]!.meant)),
  ).length;
  const updates = engine.updateKind === 'whole rebuild' ? 3 : Number(args.updates);
  const changed = Array.from({ length: updates }, (_, i) => docs[(i * 7919) % docs.length]!);
  const update = await timed(changed, async (d: CorpusDoc) => {
    await engine.update({ ...d, name: `${d.name} renamed`, text: `${d.text} renamed` });
    return [];
  });
  return {
    buildS,
    memoryMb,
    updateMs: update.p50,
    updateKind: engine.updateKind,
    searchPerS: search.perSecond,
    searchP95: search.p95,
    meanMatches: search.answers.reduce((n, a) => n + a.length, 0) / search.answers.length,
    suggestP95: suggest.p95,
    fuzzyP95: fuzzy.p95,
    fuzzyFound: (found / sets.typos.length) * 100,
  };
}

const size = docs.length;
const makers: Record<string, () => Engine> = {
  owned: () => ownedEngine(categoryWords),
  minisearch: () => miniSearchEngine(),
  flexsearch: () => flexSearchEngine(size),
  orama: () => oramaEngine(size),
};
const results: { name: string; f: Figures }[] = [];
for (const key of args.engines!.split(',')) {
  const make = makers[key];
  if (!make) throw new Error(`Unknown engine ${key}: one of ${Object.keys(makers).join(', ')}`);
  const engine = make();
  const f = await measure(engine);
  results.push({ name: engine.name, f });
  // Each engine's figures as soon as it is done: the slowest takes minutes at 100 000 products.
  console.log(`${engine.name} (load average ${os.loadavg()[0]!.toFixed(1)}): ${JSON.stringify(f)}`);
}

const rows: { label: string; value: (f: Figures) => number; digits: number; suffix?: (f: Figures) => string }[] = [
  { label: 'build (s)', value: (f) => f.buildS, digits: 2 },
  { label: 'memory after gc (MB)', value: (f) => f.memoryMb, digits: 0 },
  { label: 'one product updated, p50 (ms)', value: (f) => f.updateMs, digits: 2, suffix: (f) => ` ${f.updateKind}` },
  { label: 'searches per second (misses)', value: (f) => f.searchPerS, digits: 0 },
  { label: 'search p95 (ms)', value: (f) => f.searchP95, digits: 3 },
  { label: 'mean matches per search', value: (f) => f.meanMatches, digits: 0 },
  { label: 'suggestion p95 (ms)', value: (f) => f.suggestP95, digits: 3 },
  { label: 'corrected search p95 (ms)', value: (f) => f.fuzzyP95, digits: 3 },
  { label: 'corrected search finds the word (%)', value: (f) => f.fuzzyFound, digits: 0 },
];
const owned = results.find((r) => r.name === 'owned index');
const width = 30;
console.log(`\nat ${size} products`.padEnd(41) + results.map((r) => r.name.padStart(width)).join(''));
for (const row of rows) {
  const cells = results.map(({ f }) => {
    const v = row.value(f);
    const x = owned && owned.f !== f ? v / row.value(owned.f) : null;
    const ratio = x === null ? '' : ` (×${x >= 10 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toPrecision(2)})`;
    return `${v.toFixed(row.digits)}${ratio}${row.suffix?.(f) ?? ''}`.padStart(width);
  });
  console.log(row.label.padEnd(40) + cells.join(''));
}
console.log("(×: the library's figure over the owned index's)");
