/**
 * The address module's public surface (the saved addresses): what other modules may import, and
 * nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { find as findAddress, findDefault as findDefaultAddress, list as listAddresses } from './address.repository.js';
export { toAddress } from './address.service.js';
