/**
 * The shop-identity module's public surface (the shop's name, tagline, address, mail sender and
 * logo): what other modules may import, and nothing else (docs/architecture.md, "Module boundaries").
 */
export { IDENTITY_CHECK_MS, ShopIdentity, identityFromConfig, senderOf, type Identity } from './shop-identity.js';
export { readSavedIdentity, writeIdentity } from './shop-identity.repository.js';
