/**
 * The asset module's public surface (uploaded photos): what other modules may import, and nothing
 * else (docs/architecture.md, "Module boundaries"). Repository functions here take an Executor, so
 * another module's use case can run them inside its own transaction.
 */
export { completedUploadUrlOf, markUsed, markUsedBy } from './asset.repository.js';
export { storedPhotoKey } from './asset.service.js';
export { keepImportedPhoto, looksLikePhoto } from './imported-photo.js';
export type { ImportedPhotoDeps } from './imported-photo.js';
