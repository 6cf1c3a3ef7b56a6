/**
 * Seeds a database with the demo catalogue, of any size (benchmarks use 100 000 products).
 *
 *   tsx src/server/demo/cli.ts [--products 160] [--database-url URL] [--shop-name NAME] [--reset]
 *
 * The database is DATABASE_URL, else DATA_DIR/shop.db (DATA_DIR defaults to ./data). A database
 * that already has a catalogue is left alone unless --reset is given.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SHOP_NAME } from '@shared/constants';
import { openMigratedDb } from '@server/db/database';
import { DEFAULT_PRODUCTS, isCatalogEmpty, resetCatalog, seedCatalogWithStats } from './seed.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: String(DEFAULT_PRODUCTS) },
      'database-url': { type: 'string' },
      'shop-name': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: tsx src/server/demo/cli.ts [--products N] [--database-url URL] [--shop-name NAME] [--reset]');
    return 0;
  }
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 10_000_000) {
    console.error(`--products must be a whole number from 1 to 10000000, not "${values.products}"`);
    return 2;
  }
  const url =
    values['database-url'] || process.env.DATABASE_URL || path.join(process.env.DATA_DIR || './data', 'shop.db');
  const shopName = values['shop-name'] || process.env.SHOP_NAME || DEFAULT_SHOP_NAME;
  const where = url.replace(/\/\/[^@/]*@/, '//***@'); // never print a password

  const db = await openMigratedDb({ url });
  try {
    if (!(await isCatalogEmpty(db.kysely))) {
      if (!values.reset) {
        console.error(`${where} already has a catalogue; pass --reset to replace it.`);
        return 1;
      }
      const started = performance.now();
      const others = await resetCatalog(db);
      console.log(
        `Deleted the catalogue${others.length ? ` and the rows of ${others.join(', ')} that pointed at it` : ''} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    }
    const started = performance.now();
    const result = await seedCatalogWithStats(db, { products, shopName });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Seeded ${result.products} products and ${result.reviews} reviews into ${where} (${db.dialect}) in ${seconds.toFixed(2)} s`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
