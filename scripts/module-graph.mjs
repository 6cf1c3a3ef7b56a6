// Prints which server module imports which (src/server/modules/<name>/), from the import lines
// of files other than tests and their fixtures (`*.test.ts`, `*.fixture.ts`), and fails when the graph has a cycle. ESLint's import-x/no-cycle follows
// files, so two modules that import each other through different files (a → b/x.ts, b/y.ts → a)
// pass it; this looks at folders. Usage: node scripts/module-graph.mjs [--internals]
// (--internals also lists imports of another module's files other than its public surface).
// It also fails when the graph written in docs/architecture.md ("The graph today") is not this one,
// so the docs cannot drift from the code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const modulesDir = join(root, 'src/server/modules');
const showInternals = process.argv.includes('--internals');

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name)) files.push(path);
  }
};
walk(modulesDir);

const moduleOf = (absPath) => {
  const rel = relative(modulesDir, absPath);
  if (rel.startsWith('..')) return undefined;
  return rel.split(sep)[0];
};

const importRe = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const edges = new Map(); // from -> Map(to -> [file])
const internals = [];
for (const file of files) {
  const from = moduleOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importRe)) {
    const spec = match[1] ?? match[2];
    let target;
    if (spec.startsWith('@server/')) target = join(root, 'src/server', spec.slice('@server/'.length));
    else if (spec.startsWith('.')) target = resolve(dirname(file), spec);
    else continue;
    const to = moduleOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const list = edges.get(from).get(to) ?? [];
    list.push(relative(root, file));
    edges.get(from).set(to, list);
    const inside = relative(join(modulesDir, to), target);
    if (inside !== 'index' && inside !== '') internals.push(`${relative(root, file)} -> ${spec}`);
  }
}

const names = [...edges.keys()].sort();
for (const from of names) console.log(`${from} -> ${[...edges.get(from).keys()].sort().join(', ')}`);

// Cycles: any strongly connected component with more than one module.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
const strong = (v) => {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!state.has(w)) {
      strong(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
};
for (const v of names) if (!state.has(v)) strong(v);

if (showInternals) {
  console.log(`\n${internals.length} imports of another module's internals:`);
  for (const line of internals.sort()) console.log(`  ${line}`);
}
if (cycles.length > 0) {
  console.log(`\nCycles (modules that import each other, directly or around a loop):`);
  for (const component of cycles) {
    console.log(`  ${component.join(' <-> ')}`);
    for (const a of component)
      for (const b of component)
        for (const file of edges.get(a)?.get(b) ?? []) if (edges.get(b)?.has(a)) console.log(`    ${file} -> ${b}`);
  }
  process.exit(1);
}
console.log('\nNo cycle between modules.');

// The documented graph: the text block after "The graph today", continuation lines joined.
const docsPath = join(root, 'docs/architecture.md');
const documented =
  (readFileSync(docsPath, 'utf8').split('The graph today')[1] ?? '').split('```text\n')[1]?.split('```')[0] ?? '';
const normalise = (lines) =>
  lines
    .join('\n')
    .replace(/,\s*\n\s+/g, ', ')
    .split('\n')
    .map((line) => line.replace(/\s+->\s+/, ' -> ').trim())
    .filter(Boolean)
    .join('\n');
const actual = names.map((from) => `${from} -> ${[...edges.get(from).keys()].sort().join(', ')}`);
if (normalise(documented.split('\n')) !== normalise(actual)) {
  console.log(
    `\nThe graph in ${relative(root, docsPath)} ("The graph today") differs from the code's above: write it anew.`,
  );
  process.exit(1);
}
console.log(`The graph in ${relative(root, docsPath)} matches.`);
