const MAX = 155;

/**
 * A product's description (HTML) as its meta description, as the server writes it
 * (`productDescription` in @shared/meta-description): the text of each node apart, white space
 * collapsed, cut at the last word within 155 characters. With the browser's own parser rather
 * than that module: a module shared by several pages reshuffles the storefront's chunks, and the
 * product page's first load grew by 2–3 KB when it was (docs/performance.md, "First-load JavaScript").
 */
export function plainDescription(html: string, name: string): string {
  // Rendered by the server (first-paint/first-paint.tsx) there is no parser, and no effect sets it.
  if (typeof DOMParser === 'undefined') return name;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  const text = parts.join(' ').replace(/\s+/g, ' ').trim() || name;
  if (text.length <= MAX) return text;
  const cut = text.slice(0, MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
