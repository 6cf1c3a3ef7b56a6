/**
 * The catalogue's read model: the one owner of everything public catalogue answers read that is
 * derived from the catalogue (docs/catalog.md, "The read model"). Other files use it only
 * through here.
 */
export {
  CATALOGUE_INDEXING,
  indexRebuild,
  openReadModels,
  readModelOf,
  STOCK_REFRESH_MS,
  PATCH_AT_MOST,
  type CatalogReadModel,
  type ReadModelStats,
} from './read-model.js';
export type { CatalogIndex } from './catalogue-index.js';
export { searchPage, suggestedIds } from './database-answers.repository.js';
