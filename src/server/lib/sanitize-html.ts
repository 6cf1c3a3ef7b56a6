import { createRequire } from 'node:module';
import type { DOMPurify } from 'dompurify';
import { PRODUCT_HTML_POLICY } from '@shared/sanitize';

// jsdom costs about half a second and 60 MB to load, and only catalogue writes need it: it is
// loaded on the first call, not at start-up (require keeps sanitizeHtml synchronous).
const require = createRequire(import.meta.url);
let purify: DOMPurify | null = null;

function loadPurify(): DOMPurify {
  const createDOMPurify = require('dompurify') as typeof import('dompurify').default;
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  return createDOMPurify(new JSDOM('').window);
}

/** Product HTML is sanitised when it is written; the storefront sanitises again on render. */
export function sanitizeHtml(html: string): string {
  purify ??= loadPurify();
  return purify.sanitize(html, PRODUCT_HTML_POLICY);
}
