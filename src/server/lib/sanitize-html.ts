import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { PRODUCT_HTML_POLICY } from '@shared/sanitize';

const purify = createDOMPurify(new JSDOM('').window);

/** Product HTML is sanitised when it is written; the storefront sanitises again on render. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, PRODUCT_HTML_POLICY);
}
