// What other features may use of the product feature.
export { SanitizedHtml } from './components/sanitized-html';
