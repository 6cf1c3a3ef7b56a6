import { describe, expect, it } from 'vitest';
import { isPlainRichText, sanitizeHtml, sanitizeHtmlInFull } from './sanitize-html.js';

/** A small seeded generator, so a failure names an input that comes back on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TAGS = [
  'p', 'em', 'strong', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'code', 'span', 'br',
  'ul', 'ol', 'li', 'h1', 'h2', 'h6', 'blockquote', 'a', 'div', 'table', 'td', 'pre', 'script', 'style', 'form',
]; // prettier-ignore
const TEXTS = ['Cotton', ' ', '\n', '  made to last. ', 'a & b', '&amp;', '&lt;', '&gt;', '&nbsp;', '&quot;', '\u00a0', '"', "'", '{{x}}', '&copy;', '\r\n', '>', 'é ✓']; // prettier-ignore

/** Nested elements chosen at random, in and out of place: the fast path must take only what DOMPurify leaves as it is. */
function tree(next: () => number, depth: number): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  let out = '';
  const n = 1 + Math.floor(next() * 3);
  for (let k = 0; k < n; k++) {
    if (depth > 3 || next() < 0.35) {
      out += pick(TEXTS);
      continue;
    }
    const tag = pick(TAGS);
    if (tag === 'br') out += next() < 0.9 ? '<br>' : '<br/>';
    else if (next() < 0.05)
      out += `<${tag}>${tree(next, depth + 1)}`; // left open
    else out += `<${tag}>${tree(next, depth + 1)}</${tag}>`;
  }
  return out;
}

describe('sanitising product HTML', () => {
  it('answers plain rich text as it is and sanitises the rest in full', () => {
    const plain =
      '<p>Product <em>12</em>, made to last.</p><ul><li>Cotton &amp; linen</li><li>Washable<br>at 40°</li></ul>';
    expect(isPlainRichText(plain)).toBe(true);
    expect(sanitizeHtml(plain)).toBe(plain);

    const unsafe = '<p>A <a href="javascript:alert(1)">link</a></p><img src=x onerror="alert(2)"><script>x</script>';
    expect(isPlainRichText(unsafe)).toBe(false);
    expect(sanitizeHtml(unsafe)).toBe('<p>A <a>link</a></p><img src="x">');
    // In its own form after the parser: a bare `&`, a paragraph left open, a list item outside a list.
    expect(sanitizeHtml('<p>a & b')).toBe('<p>a &amp; b</p>');
    expect(sanitizeHtml('<li>x</li>')).toBe('<li>x</li>');
    expect(isPlainRichText('<li>x</li>')).toBe(false);
  });

  it('takes the fast path only where DOMPurify answers the input unchanged', () => {
    const next = random(42);
    let taken = 0;
    for (let i = 0; i < 4000; i++) {
      const html = tree(next, 0);
      if (!isPlainRichText(html)) continue;
      taken++;
      expect(sanitizeHtmlInFull(html), JSON.stringify(html)).toBe(html);
    }
    // The generator reaches the fast path often enough for the check to mean something.
    expect(taken).toBeGreaterThan(400);
  });
});
