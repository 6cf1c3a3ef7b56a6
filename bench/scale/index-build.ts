import type { Db } from '../../src/server/db/database.js';
import { readModelOf } from '../../src/server/modules/catalog/read-model/index.js';

/**
 * Seconds to build the catalogue index from `db` as the server does at start-up (every product
 * on sale read, its words and facts indexed, every sort's order), in this process.
 */
export async function timeIndexBuild(db: Db): Promise<number> {
  const t = performance.now();
  const model = readModelOf(db);
  model.warmUp();
  while (model.indexedVersion() === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
  return (performance.now() - t) / 1000;
}
