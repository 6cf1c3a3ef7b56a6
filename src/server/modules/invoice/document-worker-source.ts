import type { DocumentWorkerSource } from '@server/providers/documents/document-pool';

/**
 * The worker script that draws the shop's documents, handed to the document pool by app.ts. Run
 * from TypeScript sources (tests, `npm run dev`) it is document-worker.ts beside this file, loaded
 * through tsx; in the production bundle (dist/server/main.js) it is document-worker.js beside
 * main.js, a build entry point of its own (scripts/build-if-stale.mjs).
 */
const runsFromSources = import.meta.url.endsWith('.ts');
export const DOCUMENT_WORKER: DocumentWorkerSource = {
  url: new URL(runsFromSources ? './document-worker.ts' : './document-worker.js', import.meta.url),
};
