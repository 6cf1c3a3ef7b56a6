/**
 * The variant module's public surface (product variants): what other modules may import, and
 * nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { addToVariant, combinationFor, findVariant, listVariants } from './variant.repository.js';
export { operatorVariantRoutes } from './variant.routes.js';
export { syncVariants } from './variant.service.js';
export { giveBackUnits, wantsPerCombination } from './give-back.js';
export { createCombinations, setCombinations } from './set-combinations.js';
export type { NewProductCombinations, StatedCombination } from './set-combinations.js';
export { editCombinations } from './edit-combinations.js';
export type { EditedCombination } from './edit-combinations.js';
