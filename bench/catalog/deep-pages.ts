import { rng } from '../../src/server/demo/prng.js';
import { itemAt } from '../../src/shared/item-at.js';
import { load, printNon2xx } from '../lib/load.js';
import { startBuiltServer } from '../lib/built-server.js';

const SORTS = ['default', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
/** How deep a crawler or a patient shopper walks each category. */
const DEEP_PAGES = 200;

const pagePath = (categoryId: number, sort: string, page: number, num: number) =>
  `/api/product/inventory?${new URLSearchParams({ categoryId: String(categoryId), page: String(page), num: String(num), sort })}`;

/**
 * Category pages through `npm start`'s server, misses only, as ratios to a bare Fastify route
 * walking as many distinct URLs: pages 1–10 at 12 a page (where the per-version memories keep
 * every card warm), and pages 1–200 of every category, every sort, at 12 and 16 a page (64 000
 * URLs at 32 categories: the walk of a crawler, reaching cards no shallow page shows).
 */
export async function deepPagesThroughStart(options: {
  databaseUrl: string;
  categoryIds: number[];
  bareOrigin: string;
  seconds: number;
  rounds: number;
}) {
  const { categoryIds, bareOrigin, seconds, rounds } = options;
  const shallow = categoryIds.flatMap((c) =>
    SORTS.flatMap((sort) => Array.from({ length: 10 }, (_, i) => pagePath(c, sort, i + 1, 12))),
  );
  const deep = categoryIds.flatMap((c) =>
    SORTS.flatMap((sort) =>
      [12, 16].flatMap((num) => Array.from({ length: DEEP_PAGES }, (_, i) => pagePath(c, sort, i + 1, num))),
    ),
  );
  const server = await startBuiltServer(options.databaseUrl);
  try {
    const targets = [
      {
        label: 'bare Fastify, distinct URLs',
        origin: bareOrigin,
        paths: Array.from({ length: 10_000 }, (_, i) => `/bare?page=${i + 1}`),
      },
      { label: 'pages 1–10, 12 a page', origin: server.origin, paths: rng(5).shuffle(shallow) },
      {
        label: `pages 1–${DEEP_PAGES}, 12 and 16 a page`,
        origin: server.origin,
        paths: rng(6).shuffle(deep),
      },
    ];
    console.log(
      `\ncategory misses through npm start's server, autocannon -c 100 -d ${seconds}, ${rounds} round(s), median; ` +
        `${shallow.length} shallow and ${deep.length} deep URLs`,
    );
    const runs = targets.map(() => [] as Awaited<ReturnType<typeof load>>[]);
    for (let round = 0; round < rounds; round++)
      for (const [i, t] of targets.entries())
        itemAt(runs, i).push(await load(t.origin + itemAt(t.paths, 0), { seconds, paths: t.paths }));
    const median = (rs: Awaited<ReturnType<typeof load>>[]) =>
      itemAt(
        [...rs].sort((a, b) => a.rps - b.rps),
        Math.floor(rs.length / 2),
      );
    const bare = median(itemAt(runs, 0)).rps;
    for (const [i, { label }] of targets.entries()) {
      const r = median(itemAt(runs, i));
      const ratio = i === 0 ? '' : `  ${((r.rps / bare) * 100).toFixed(1)}% of bare, distinct URLs`;
      console.log(
        `  ${label.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}${ratio}`,
      );
    }
    for (const [i, { label }] of targets.entries()) printNon2xx(label, itemAt(runs, i));
  } finally {
    await server.stop();
  }
}
