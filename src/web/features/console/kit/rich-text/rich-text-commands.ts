/**
 * The rich-text editor's commands, on the DOM of its contentEditable root, without
 * `document.execCommand` (deprecated, and it writes `<b>`, `<span style>` and `<div>` that
 * differ between browsers). The root holds only blocks — `p`, `h2`, `h3`, `ul`, `ol` — and
 * inside them text, `strong`, `em`, `a` and `br`: the HTML the shop stores for a description.
 */

export type Mark = 'strong' | 'em' | 'a';
export type BlockKind = 'p' | 'h2' | 'h3' | 'ul' | 'ol';

const BLOCKS = new Set(['P', 'H2', 'H3', 'UL', 'OL']);
const INLINE_BLOCK_TAGS = new Set(['P', 'H2', 'H3', 'H4', 'H5', 'H6', 'DIV', 'BLOCKQUOTE', 'PRE']);

/** Text nodes of `root` the range touches, with the part of each it covers. */
function coveredText(root: HTMLElement, range: Range) {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: { node: Text; start: number; end: number }[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!range.intersectsNode(node)) continue;
    const start = node === range.startContainer ? range.startOffset : 0;
    const end = node === range.endContainer ? range.endOffset : node.data.length;
    if (end > start) parts.push({ node, start, end });
  }
  return parts;
}

function closestWithin(node: Node, root: HTMLElement, tag: string): HTMLElement | null {
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) {
    if (n instanceof HTMLElement && n.tagName === tag.toUpperCase()) return n;
  }
  return null;
}

function unwrap(element: HTMLElement) {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

/** Whether every bit of text the range covers is inside `mark` (for a collapsed range: where it is). */
export function hasMark(root: HTMLElement, range: Range, mark: Mark): boolean {
  if (range.collapsed) return closestWithin(range.startContainer, root, mark) !== null;
  const parts = coveredText(root, range);
  return parts.length > 0 && parts.every((p) => closestWithin(p.node, root, mark) !== null);
}

/**
 * Bold, italic or a link over the selected text: each covered piece of text is wrapped on its
 * own, so a selection across paragraphs never puts a paragraph inside a `<strong>`. When it is
 * all marked already, the marks are taken off instead (a toggle). Returns the range to select.
 */
export function toggleMark(root: HTMLElement, range: Range, mark: Mark, href?: string): Range | null {
  const doc = root.ownerDocument;
  const parts = coveredText(root, range);
  if (parts.length === 0) return null;
  if (mark !== 'a' && hasMark(root, range, mark)) {
    const marks = new Set(parts.map((p) => closestWithin(p.node, root, mark)).filter((m) => m !== null));
    for (const m of marks) unwrap(m);
    return range;
  }
  const wrapped: HTMLElement[] = [];
  for (const { node, start, end } of parts) {
    const existing = closestWithin(node, root, mark);
    if (existing) {
      if (mark === 'a' && href) existing.setAttribute('href', href);
      wrapped.push(existing);
      continue;
    }
    let piece = node;
    if (start > 0) piece = piece.splitText(start);
    if (end - start < piece.data.length) piece.splitText(end - start);
    const element = doc.createElement(mark);
    if (mark === 'a' && href) element.setAttribute('href', href);
    piece.parentNode?.insertBefore(element, piece);
    element.appendChild(piece);
    wrapped.push(element);
  }
  const first = wrapped[0];
  const last = wrapped[wrapped.length - 1];
  if (!first || !last) return null;
  const selected = doc.createRange();
  selected.setStartBefore(first);
  selected.setEndAfter(last);
  return selected;
}

/** Takes every link the range touches (or the one the caret is in) off, keeping its text. */
export function removeLinks(root: HTMLElement, range: Range): void {
  const links = new Set<HTMLElement>();
  const around = closestWithin(range.startContainer, root, 'a');
  if (around) links.add(around);
  for (const p of coveredText(root, range)) {
    const link = closestWithin(p.node, root, 'a');
    if (link) links.add(link);
  }
  for (const link of links) unwrap(link);
}

/** The top-level blocks (children of the root) the range touches, in order. */
function blocksIn(root: HTMLElement, range: Range): HTMLElement[] {
  return [...root.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && range.intersectsNode(child),
  );
}

/** The kind of the first block the range is in (what the toolbar shows as pressed). */
export function blockKindAt(root: HTMLElement, range: Range): BlockKind | null {
  const block = blocksIn(root, range)[0];
  const tag = block?.tagName.toLowerCase();
  return tag === 'p' || tag === 'h2' || tag === 'h3' || tag === 'ul' || tag === 'ol' ? tag : null;
}

/** Moves the children of `from` into a new element `tag` that takes its place. */
function retag(from: HTMLElement, tag: string): HTMLElement {
  const element = from.ownerDocument.createElement(tag);
  while (from.firstChild) element.appendChild(from.firstChild);
  from.replaceWith(element);
  return element;
}

/**
 * Makes the touched blocks paragraphs, headings or one list. Choosing the kind they already
 * are turns them back into paragraphs (a toggle), as the toolbar's buttons read.
 */
export function setBlock(root: HTMLElement, range: Range, kind: BlockKind): void {
  const blocks = blocksIn(root, range);
  if (blocks.length === 0) return;
  const doc = root.ownerDocument;
  const already = blocks.every((b) => b.tagName.toLowerCase() === kind);
  const target: BlockKind = already ? 'p' : kind;
  // Lists become their items first, so every kind starts from a run of simple blocks.
  const simple = blocks.flatMap((block) => {
    if (block.tagName !== 'UL' && block.tagName !== 'OL') return [block];
    return [...block.children].map((item) => {
      const p = doc.createElement('p');
      while (item.firstChild) p.appendChild(item.firstChild);
      block.parentNode?.insertBefore(p, block);
      return p;
    });
  });
  for (const block of blocks) if (block.tagName === 'UL' || block.tagName === 'OL') block.remove();
  if (target === 'ul' || target === 'ol') {
    const list = doc.createElement(target);
    simple[0]?.parentNode?.insertBefore(list, simple[0]);
    for (const block of simple) {
      const item = doc.createElement('li');
      while (block.firstChild) item.appendChild(block.firstChild);
      list.appendChild(item);
      block.remove();
    }
    return;
  }
  for (const block of simple) if (block.tagName.toLowerCase() !== target) retag(block, target);
}

/**
 * Keeps the root made of blocks: text typed into an empty editor, or a `<div>` a browser made on
 * Enter, becomes a paragraph; an empty editor holds one empty paragraph to type in.
 */
export function normalizeBlocks(root: HTMLElement): void {
  const doc = root.ownerDocument;
  let loose: HTMLElement | null = null;
  for (const child of [...root.childNodes]) {
    if (child instanceof HTMLElement && BLOCKS.has(child.tagName)) {
      loose = null;
      continue;
    }
    if (child instanceof HTMLElement && INLINE_BLOCK_TAGS.has(child.tagName)) {
      retag(child, 'p');
      loose = null;
      continue;
    }
    if (child.nodeType === Node.TEXT_NODE && !child.textContent?.trim() && !loose) {
      child.remove();
      continue;
    }
    if (!loose) {
      loose = doc.createElement('p');
      root.insertBefore(loose, child);
    }
    loose.appendChild(child);
  }
  if (root.children.length === 0) {
    const p = doc.createElement('p');
    p.appendChild(doc.createElement('br'));
    root.appendChild(p);
  }
}

/** What is stored: the root's HTML, with an editor left empty as the empty string. */
export function serialize(root: HTMLElement): string {
  if (!root.textContent?.trim()) return '';
  return root.innerHTML;
}

/** Inserts pasted text as text (no foreign HTML, styles or fonts), replacing the selection. */
export function insertText(range: Range, text: string): Range {
  range.deleteContents();
  const doc = range.startContainer.ownerDocument ?? document;
  const node = doc.createTextNode(text);
  range.insertNode(node);
  const after = doc.createRange();
  after.setStartAfter(node);
  after.collapse(true);
  return after;
}
