/**
 * The api-key module's public surface (keys other systems call /api/admin with, docs/security.md
 * "API keys"): what other modules may import, and nothing else (docs/architecture.md, "Module
 * boundaries"). How a key authenticates and which scopes it holds is lib/operator-access.ts,
 * because every operator endpoint checks it.
 */
export { apiKeyRoutes } from './api-key.routes.js';
export { apiKeyNamesOf } from './api-key.repository.js';
