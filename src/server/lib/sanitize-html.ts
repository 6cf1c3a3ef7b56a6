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

/** Elements holding only text and other such elements; `br` is the one empty one. */
const INLINE = new Set(['em', 'strong', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'code', 'span', 'br']);
/** Blocks holding only inline content. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LISTS = new Set(['ul', 'ol']);
/** What may open inside each container: anything else (or a tag out of place) leaves the fast path. */
function allowedIn(parent: string, tag: string): boolean {
  if (INLINE.has(parent) || TEXT_BLOCKS.has(parent)) return INLINE.has(tag);
  if (LISTS.has(parent)) return tag === 'li';
  if (parent === 'li') return INLINE.has(tag) || LISTS.has(tag);
  // The body and blockquote: blocks, lists and inline content.
  return INLINE.has(tag) || TEXT_BLOCKS.has(tag) || LISTS.has(tag) || tag === 'blockquote';
}

/** Text as the parser reads it and the serialiser writes it back: no `<`, `>`, bare `&`, no-break space, CR or NUL. */
const TEXT = /[^<>&\u00a0\r\0]+/y;
const ENTITY = /&(?:amp|lt|gt|nbsp);/y;
const TAG = /<(\/?)([a-z][a-z0-9]*)>/y;

/**
 * Whether `html` is already what the sanitiser would answer, judged without parsing it: text
 * with only the four entities the serialiser writes, and attribute-less tags of plain rich text
 * (paragraphs, headings, lists, quotes, emphasis, `<br>`), each closed in order and where the
 * HTML parser would leave it. Anything else (an attribute, a link, a comment, a stray `&`, a tag
 * out of place) answers false and is sanitised in full: this only ever skips work.
 */
export function isPlainRichText(html: string): boolean {
  const open: string[] = [];
  let at = 0;
  while (at < html.length) {
    const c = html[at];
    if (c === '<') {
      TAG.lastIndex = at;
      const m = TAG.exec(html);
      if (!m) return false;
      const [whole, closing, tag] = m as unknown as [string, string, string];
      if (closing) {
        if (tag === 'br' || open.pop() !== tag) return false;
      } else {
        if (!allowedIn(open.at(-1) ?? 'body', tag)) return false;
        if (tag !== 'br') open.push(tag);
      }
      at += whole.length;
    } else if (c === '&') {
      ENTITY.lastIndex = at;
      const m = ENTITY.exec(html);
      if (!m) return false;
      at += m[0].length;
    } else {
      TEXT.lastIndex = at;
      const m = TEXT.exec(html);
      if (!m) return false;
      at += m[0].length;
    }
  }
  return open.length === 0;
}

/**
 * Product HTML is sanitised when it is written; the storefront sanitises again on render.
 * Plain rich text, already in the sanitiser's own form, is answered as it is without building a
 * document (a catalogue import writes thousands of descriptions).
 */
export function sanitizeHtml(html: string): string {
  if (isPlainRichText(html)) return html;
  purify ??= loadPurify();
  return purify.sanitize(html, PRODUCT_HTML_POLICY);
}

/** DOMPurify's answer always, for the test that holds the fast path to it. */
export function sanitizeHtmlInFull(html: string): string {
  purify ??= loadPurify();
  return purify.sanitize(html, PRODUCT_HTML_POLICY);
}
