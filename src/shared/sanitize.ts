/**
 * One policy for product HTML, applied by DOMPurify on the server when it is written (the
 * storefront shows what the API sends): ordinary rich text, no styles, no forms.
 */
export const PRODUCT_HTML_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};
